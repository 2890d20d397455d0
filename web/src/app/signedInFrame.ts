/** The signed-in frame's code (GraphQL client, menu, top bar): loaded after the login page. */
export const loadSignedInFrame = () => import('./AppLayout.tsx');
