// The one place where a /rest/ failure becomes a GraphQL error. The status inside the body decides
// the code; the Chinese messages travel unchanged in `extensions.messages`. Nothing here may echo
// the token or the upstream host: only the endpoint path is ever named.
import { GraphQLError } from 'graphql';

/** One message of a failure envelope: `{message, field?, code?}`. */
export interface RestMessage {
  message: string;
  /** The request field the message is about (forms show it on that field). */
  field?: string;
  /** A machine code where two failures of one status must be told apart (SESSION_TAKEN_OVER…). */
  code?: string;
}

export type GatewayErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'SESSION_TAKEN_OVER'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'GATEWAY_TIMEOUT';

export interface GatewayErrorExtensions {
  code: GatewayErrorCode;
  /** The REST status (502/504 for network failures). */
  status: number;
  messages: RestMessage[];
  /**
   * BAD_USER_INPUT only: the message of each refused field, by its path in the operation's input
   * as the client sent it (`feeCode`, `lines[2].unitPrice`), for forms to show on the field.
   */
  fields?: Record<string, string>;
}

/**
 * How a call's REST field names map back to the GraphQL input it was built from, where the two
 * differ: `{ userPwd: 'password', list: 'lines' }` (each name of a path is mapped, so
 * `list[2].settlementUnit` becomes `lines[2].settlementUnitId` with `settlementUnit` mapped too).
 * null: the field is not one the caller sent, and no input field is marked for it.
 */
export type InputNames = Readonly<Record<string, string | null>>;

const SEPARATOR = '；';

// Used when a failure envelope carries no message of its own.
const DEFAULT_MESSAGES: Record<GatewayErrorCode, string> = {
  BAD_USER_INPUT: '请求参数有误',
  UNAUTHENTICATED: '登录已失效，请重新登录',
  SESSION_TAKEN_OVER: '该账号已在其他地方登录',
  FORBIDDEN: '抱歉，您无权访问此页面',
  NOT_FOUND: '记录不存在',
  CONFLICT: '该记录已被其他用户修改，请刷新后重新填写',
  RATE_LIMITED: '请求过于频繁，请稍后重试',
  INTERNAL_SERVER_ERROR: '服务异常，请稍后重试',
  BAD_GATEWAY: '服务异常，请稍后重试',
  SERVICE_UNAVAILABLE: '后端服务暂时不可用，请稍后重试',
  GATEWAY_TIMEOUT: '服务响应超时，请稍后重试',
};

export function codeForStatus(
  status: number,
  messages: readonly RestMessage[] = [],
): GatewayErrorCode {
  switch (status) {
    case 409:
      // A save based on an outdated version (rest/src/http/versions.ts).
      return messages.some((m) => m.code === 'CONFLICT') ? 'CONFLICT' : 'BAD_USER_INPUT';
    case 400:
    case 406:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return messages.some((m) => m.code === 'SESSION_TAKEN_OVER')
        ? 'SESSION_TAKEN_OVER'
        : 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
    case 410:
      return 'NOT_FOUND';
    case 429:
      // An API token past its limit per minute (rest/src/http/apiTokens.ts).
      return 'RATE_LIMITED';
    case 500:
      return 'INTERNAL_SERVER_ERROR';
    case 502:
    case 503:
      return 'BAD_GATEWAY';
    case 504:
      return 'GATEWAY_TIMEOUT';
  }
  if (status > 400 && status < 500) return 'BAD_USER_INPUT';
  if (status > 500 && status < 600) return 'INTERNAL_SERVER_ERROR';
  // 1xx/3xx or nonsense: the back end did not answer as the contract says.
  return 'BAD_GATEWAY';
}

/** Reads the `data` of a failure envelope as messages, whatever shape the back end used. */
export function toMessages(data: unknown): RestMessage[] {
  const items = Array.isArray(data) ? (data as unknown[]) : data == null ? [] : [data];
  const messages: RestMessage[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      if (item.trim()) messages.push({ message: item });
      continue;
    }
    if (item && typeof item === 'object') {
      const { message, field, code } = item as Record<string, unknown>;
      if (typeof message !== 'string' || !message.trim()) continue;
      const entry: RestMessage = { message };
      if (typeof field === 'string' && field) entry.field = field;
      if (typeof code === 'string' && code) entry.code = code;
      messages.push(entry);
    }
  }
  return messages;
}

/** `lines[2].unitPrice` → `lines[2].unitPriceX` by the names; undefined when a name maps to null. */
function inputPathOf(field: string, names: InputNames): string | undefined {
  const parts: string[] = [];
  for (const part of field.split('.')) {
    const [, name = part, index = ''] = /^([^[]*)(\[.*)?$/.exec(part) ?? [];
    const mapped = Object.hasOwn(names, name) ? names[name] : name;
    if (mapped === null || mapped === undefined) return undefined;
    parts.push(mapped + index);
  }
  return parts.join('.');
}

/** The refused input fields of a failure: each field's first message, by its input path. */
export function inputFieldsOf(
  messages: readonly RestMessage[],
  names: InputNames = {},
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { message, field } of messages) {
    const path = field === undefined ? undefined : inputPathOf(field, names);
    if (path !== undefined && !(path in fields)) fields[path] = message;
  }
  return fields;
}

function gatewayError(
  code: GatewayErrorCode,
  status: number,
  messages: RestMessage[],
  names: InputNames = {},
): GraphQLError {
  const list = messages.length ? messages : [{ message: DEFAULT_MESSAGES[code] }];
  const extensions: GatewayErrorExtensions = { code, status, messages: list };
  if (code === 'BAD_USER_INPUT') {
    const fields = inputFieldsOf(list, names);
    if (Object.keys(fields).length > 0) extensions.fields = fields;
  }
  return new GraphQLError(list.map((m) => m.message).join(SEPARATOR), {
    extensions: { ...extensions },
  });
}

/**
 * A failure envelope `{status, data}` as a GraphQL error; `names` maps the call's REST field
 * names to its input's where they differ.
 */
export function restFailure(status: number, data: unknown, names?: InputNames): GraphQLError {
  const messages = toMessages(data);
  return gatewayError(codeForStatus(status, messages), status, messages, names);
}

/** The back end could not be reached, timed out, or answered something that is not an envelope. */
export function restUnavailable(path: string, kind: 'network' | 'timeout'): GraphQLError {
  const timeout = kind === 'timeout';
  return gatewayError(timeout ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', timeout ? 504 : 502, [
    { message: `接口异常：${path}` },
  ]);
}

/**
 * The back end is known to be down (health.ts): answered at once, without calling. A write was
 * never sent, so it says that nothing was saved.
 */
export function restDown(path: string, write = false): GraphQLError {
  return gatewayError('SERVICE_UNAVAILABLE', 503, [
    {
      message: write
        ? `后端服务暂时不可用，本次操作未提交，请稍后重试（${path}）`
        : `后端服务暂时不可用，请稍后重试（${path}）`,
    },
  ]);
}

/** What a write that was sent but got no answer may have done, and how the user checks. */
export const WRITE_UNCERTAIN_MESSAGES = {
  timeout: '请求超时，数据可能已保存：请刷新列表确认后再操作',
  network: '连接中断，数据可能已保存：请刷新列表确认后再操作',
} as const;
/** Added when the write carried an idempotency key: the same action again saves nothing twice. */
export const SAFE_RETRY_MESSAGE = '重试是安全的（同一次提交再次保存不会重复保存）';

/**
 * A write that reached the back end (or may have) and got no answer: it may have been applied.
 * `retrySafe` when it carried an idempotency key, so the same action repeated is one record.
 */
export function writeUncertain(
  path: string,
  kind: 'network' | 'timeout',
  retrySafe: boolean,
): GraphQLError {
  const said = WRITE_UNCERTAIN_MESSAGES[kind];
  const message = retrySafe ? `${said}；${SAFE_RETRY_MESSAGE}（${path}）` : `${said}（${path}）`;
  const timeout = kind === 'timeout';
  return gatewayError(timeout ? 'GATEWAY_TIMEOUT' : 'BAD_GATEWAY', timeout ? 504 : 502, [
    { message },
  ]);
}

/** A call that needs a session was asked for without a token: answered here, as rest would. */
export function notSignedIn(): GraphQLError {
  return gatewayError('UNAUTHENTICATED', 401, [{ message: '请先登录' }]);
}

/** An introspection query the configuration does not allow (see introspection.ts). */
export function introspectionRefused(reason: 'off' | 'anonymous'): GraphQLError {
  return reason === 'off'
    ? gatewayError('FORBIDDEN', 403, [
        { message: '本服务未开放接口结构查询（GRAPHQL_INTROSPECTION=off）' },
      ])
    : gatewayError('UNAUTHENTICATED', 401, [
        {
          message:
            '查看接口结构（introspection）需要先登录：请求头带上 Authorization: Bearer <令牌>',
        },
      ]);
}

/** A request the gateway itself refuses before calling the back end. */
export function badUserInput(message: string, field?: string): GraphQLError {
  return gatewayError('BAD_USER_INPUT', 400, [field ? { message, field } : { message }]);
}

/**
 * Replaces the token wherever it appears in the strings of `value` (keys untouched). A token
 * shorter than 8 characters is no real token and would only mangle ordinary text.
 */
export function scrubToken<T>(value: T, token: string | undefined): T {
  if (!token || token.length < 8) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.includes(token) ? v.split(token).join('***') : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, walk(inner)]));
    }
    return v;
  };
  return walk(value) as T;
}
