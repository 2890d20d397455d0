// What the user reads when a call fails: always Chinese, whatever the browser, the transport or a
// library said. The error link (apollo.ts) is the only caller that toasts these.
import { ServerError, ServerParseError } from '@apollo/client/errors';
import type { CombinedGraphQLErrors } from '@apollo/client/errors';
import { messagesOfOne } from './graphqlErrors.ts';

/** The address every operation goes to; a transport failure is titled with it (spec 1, section 8). */
export const graphqlAddress = '/graphql';

/** The request time-out of the spec (section 9). */
export const requestTimeoutMs = 30_000;

/** The title of a transport failure: (address) 接口异常. */
export const interfaceFailureTitle = `${graphqlAddress} 接口异常`;

const CHINESE = /[\u3400-\u9fff]/;

/** True when a text is meant for a Chinese reader (has CJK characters). */
export function isChinese(text: string): boolean {
  return CHINESE.test(text);
}

/** HTTP statuses of the error catalogue (spec 1, section 8), as staff read them. */
const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: '请求错误',
  401: '未登录或登录已失效',
  403: '无权访问',
  404: '接口不存在',
  406: '请求的格式不可用',
  410: '请求的资源已永久删除',
  413: '提交的内容过大',
  422: '校验错误',
  429: '请求过于频繁，请稍后重试',
  500: '服务器错误',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
};

/** GraphQL error codes whose messages may come from the server software rather than the back end. */
const CODE_TEXT: Readonly<Record<string, string>> = {
  BAD_GATEWAY: '网关错误，请稍后重试',
  GATEWAY_TIMEOUT: '网关超时，请稍后重试',
  INTERNAL_SERVER_ERROR: '服务器错误，请稍后重试',
  GRAPHQL_PARSE_FAILED: '请求格式错误',
  GRAPHQL_VALIDATION_FAILED: '请求格式错误',
  BAD_REQUEST: '请求错误',
  PERSISTED_QUERY_NOT_FOUND: '请求已过期，请刷新页面后重试',
  PERSISTED_QUERY_NOT_SUPPORTED: '请求错误',
  OPERATION_RESOLUTION_FAILURE: '请求错误',
  UNAUTHENTICATED: '未登录或登录已失效',
  FORBIDDEN: '抱歉，您无权访问此页面。',
  NOT_FOUND: '记录不存在',
  BAD_USER_INPUT: '提交的内容有误',
};

const FALLBACK = '接口异常，请稍后重试';

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? (status >= 500 ? '服务器错误' : '请求错误');
}

function chineseMessagesOf(bodyText: string): string[] {
  try {
    const body = JSON.parse(bodyText) as { errors?: unknown };
    if (!Array.isArray(body.errors)) return [];
    return (body.errors as unknown[]).flatMap((e) =>
      typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string'
        ? [e.message]
        : [],
    );
  } catch {
    return [];
  }
}

/** Why a call that got no GraphQL answer failed, in Chinese (the toast's description). */
export function transportFailureText(error: unknown): string {
  if (ServerError.is(error)) {
    const said = chineseMessagesOf(error.bodyText).filter(isChinese);
    return said[0] ?? `${statusText(error.statusCode)}（${error.statusCode}）`;
  }
  if (ServerParseError.is(error)) return '服务器返回的数据无法识别';
  if (nameOf(error) === 'TimeoutError') return '请求超时，请稍后重试';
  if (error instanceof TypeError) return '网络连接失败，请检查网络后重试';
  return FALLBACK;
}

/** A call given up by the page itself (it was left): nothing to tell. */
export function isCancelled(error: unknown): boolean {
  return nameOf(error) === 'AbortError';
}

// DOMException is not an Error everywhere (jsdom), so the name is read as it is.
function nameOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String(error.name)
    : undefined;
}

/**
 * The texts of a GraphQL failure, each once and each Chinese: a message the server software wrote
 * in English (a validation error, an unexpected failure) reads as its code's Chinese text.
 */
export function failureTexts(error: CombinedGraphQLErrors): string[] {
  const texts = error.errors.flatMap((one) => {
    const code = typeof one.extensions?.code === 'string' ? one.extensions.code : '';
    return messagesOfOne(one).map(({ message }) =>
      isChinese(message) ? message : (CODE_TEXT[code] ?? FALLBACK),
    );
  });
  return [...new Set(texts)];
}
