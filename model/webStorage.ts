// Where the web client keeps the signed-in session in the browser (localStorage). The gateway's
// Sandbox page, served from the same origin, reads the token from the same place.
export const TOKEN_STORAGE_KEY = 'token';
