// The calls of the login page, sent without Apollo Client: the page a new visitor waits for
// carries neither the client nor its cache (they load with the signed-in frame). Each call is a
// generated typed document (for its types) with its operation text, failures shown as the error
// link shows them.
import {
  CombinedGraphQLErrors,
  ServerError,
  ServerParseError,
  isErrorLike,
  registerLinkError,
} from '@apollo/client/errors';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FormattedExecutionResult } from 'graphql';
import { createContext, useContext } from 'react';
import {
  CaptchaDocument,
  CheckLoginDocument,
  LoginDocument,
  MeDocument,
} from '../../__generated__/graphql.ts';
import { graphqlAddress, requestTimeoutMs } from '../../app/errorText.ts';
import { announceFailure } from '../../app/failureNotice.ts';
import { getToken } from '../../app/session.ts';
import captchaText from './Captcha.graphql?raw';
import checkLoginText from './CheckLogin.graphql?raw';
import loginText from './Login.graphql?raw';
import meText from './Me.graphql?raw';

export interface SignInCall<TData, TVariables> {
  name: string;
  document: TypedDocumentNode<TData, TVariables>;
  /** The operation as the .graphql file writes it (the document above is generated from it). */
  text: string;
  mutation?: boolean;
}

export const signInCalls = {
  captcha: { name: 'Captcha', document: CaptchaDocument, text: captchaText },
  checkLogin: { name: 'CheckLogin', document: CheckLoginDocument, text: checkLoginText },
  login: { name: 'Login', document: LoginDocument, text: loginText, mutation: true },
  me: { name: 'Me', document: MeDocument, text: meText },
} as const;

export interface SignInCallOptions {
  /** The page shows the failure itself (on its fields or in its own words). */
  skipErrorToast?: boolean;
}

export type SignInTransport = <TData, TVariables>(
  call: SignInCall<TData, TVariables>,
  variables: TVariables,
  options?: SignInCallOptions,
) => Promise<TData>;

async function send<TData>(call: SignInCall<TData, unknown>, variables: unknown): Promise<TData> {
  const token = getToken();
  const response = await fetch(graphqlAddress, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ operationName: call.name, query: call.text, variables }),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const bodyText = await response.text();
  let result: FormattedExecutionResult<TData>;
  try {
    result = JSON.parse(bodyText) as FormattedExecutionResult<TData>;
  } catch (parseError) {
    throw new ServerParseError(parseError, { response, bodyText });
  }
  if (result.errors?.length) throw new CombinedGraphQLErrors(result);
  if (!response.ok || !result.data) {
    throw new ServerError(`Response not successful: ${response.status}`, { response, bodyText });
  }
  return result.data;
}

/** Sends a sign-in call over fetch; a failure is announced (toast, dialog) as the app does. */
export const fetchTransport: SignInTransport = async (call, variables, options = {}) => {
  try {
    return await send(call as SignInCall<never, unknown>, variables);
  } catch (error) {
    announceFailure(error, call.name, options.skipErrorToast);
    // Marked as shown, as the error link marks what it has shown (see shownByErrorLink).
    if (!CombinedGraphQLErrors.is(error) && isErrorLike(error)) registerLinkError(error);
    throw error;
  }
};

const TransportContext = createContext<SignInTransport>(fetchTransport);

/** Tests answer the sign-in calls with their mocked GraphQL endpoint instead. */
export const SignInTransportProvider = TransportContext.Provider;

export function useSignInTransport(): SignInTransport {
  return useContext(TransportContext);
}
