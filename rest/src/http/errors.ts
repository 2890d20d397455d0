/** One entry of a failure's `data` array. */
export interface ErrorMessage {
  message: string;
  /** The request field the message is about (forms show it on that field). */
  field?: string;
  /** Set where a client must tell two failures of the same status apart. */
  code?: string;
}

/**
 * A failure a handler reports: the envelope writer turns it into `{status, data: messages}`.
 * Anything else thrown becomes 500 with a fixed message.
 */
export class DomainError extends Error {
  readonly status: number;
  readonly messages: ErrorMessage[];

  constructor(status: number, messages: string | ErrorMessage | ErrorMessage[]) {
    const list =
      typeof messages === 'string'
        ? [{ message: messages }]
        : Array.isArray(messages)
          ? messages
          : [messages];
    super(list.map((m) => m.message).join('；'));
    this.name = 'DomainError';
    this.status = status;
    this.messages = list;
  }
}

function make(status: number) {
  return (message: string, field?: string, code?: string): DomainError => {
    const entry: ErrorMessage = { message };
    if (field !== undefined) entry.field = field;
    if (code !== undefined) entry.code = code;
    return new DomainError(status, entry);
  };
}

/** Shorthands: `throw fail.badRequest('请输入手机号', 'mobile')`. */
export const fail = {
  badRequest: make(400),
  unauthorized: make(401),
  forbidden: make(403),
  notFound: make(404),
  unprocessable: make(422),
};

export const MESSAGES = {
  badFormat: '请求格式错误',
  tooLarge: '请求内容过大',
  badUpload: '上传内容不完整或格式错误，请重新上传',
  noSuchPath: '接口不存在',
  internal: '服务器内部错误',
  sessionEnded: '登录已失效，请重新登录',
  takenOver: '您的账号已在其他地方登录',
  notFound: '记录不存在',
} as const;

export const CODES = {
  sessionTakenOver: 'SESSION_TAKEN_OVER',
  signedInElsewhere: 'SIGNED_IN_ELSEWHERE',
  /** A sign-in of an account past its failure ceiling without a captcha issued for it. */
  captchaForAccount: 'CAPTCHA_FOR_ACCOUNT',
  /** A sign-in that must wait: its account has failed too often from this address. */
  signInDelayed: 'SIGN_IN_DELAYED',
} as const;
