import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { SwitchOrganisationDocument } from '../../__generated__/graphql.ts';
import { errorMessages, shownByErrorLink } from '../../app/graphqlErrors.ts';
import { setToken } from '../../app/session.ts';
import { showError, toastDurations } from '../../app/toaster.tsx';
import { loadSession } from './loadSession.ts';

/**
 * Makes an organisation the default: the server answers a new token, the session is reloaded
 * and then the page, so every screen starts over in the new organisation (spec 1, section 4).
 */
export function useSwitchOrganisation() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(SwitchOrganisationDocument, {
    context: { skipErrorToast: true },
  });
  const switchTo = useCallback(
    async (orgId: string) => {
      try {
        const { data } = await mutate({ variables: { orgId } });
        if (!data) throw new Error('切换组织失败');
        setToken(data.switchOrganisation.token);
        await client.clearStore();
        await loadSession(client);
        window.location.reload();
      } catch (error) {
        // The spec: show the first message, then reload (after the toast has been read). A refusal
        // or a transport failure the app's error link has shown already.
        if (!shownByErrorLink(error)) showError(errorMessages(error)[0]?.message ?? '切换组织失败');
        window.setTimeout(() => window.location.reload(), toastDurations.default);
      }
    },
    [client, mutate],
  );
  return { switchTo, switching: loading };
}
