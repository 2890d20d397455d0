// The reporting client: graphql-request with the document types codegen makes from schema.graphql
// (examples/src/__generated__), signed in with an API token. It waits and retries when the token
// is past its rate limit, and pages through any list within the page-size cap.
import { ClientError, GraphQLClient } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { MAX_PAGE_SIZE } from '../../model/paging.ts';

/** Tries of one request while the answer is 429 RATE_LIMITED: the first and four retries. */
export const RATE_LIMIT_TRIES = 5;
/** The longest wait before a retry: the token's windows are calendar minutes. */
const MAX_WAIT_SECONDS = 60;

export interface ClientOptions {
  /** The gateway's GraphQL address, e.g. http://127.0.0.1:4000/graphql. */
  url: string;
  /** The API token's secret, `hta_…`. */
  token: string;
  /** Called before each wait on the rate limit (the command prints it). */
  onWait?: (seconds: number, message: string) => void;
}

/** The token and address from FREIGHT_TOKEN and FREIGHT_URL (the gateway's base or /graphql). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ClientOptions {
  const token = env.FREIGHT_TOKEN?.trim();
  if (!token) throw new Error('请设置 FREIGHT_TOKEN：系统管理 → API 令牌 创建的令牌（hta_…）');
  const base = env.FREIGHT_URL?.trim() || 'http://127.0.0.1:4000';
  const url = new URL(base);
  if (!url.pathname.endsWith('/graphql')) url.pathname = url.pathname.replace(/\/?$/, '/graphql');
  return { url: url.toString(), token };
}

/** What a GraphQL error of the gateway says: its Chinese message and its code. */
function errorOf(error: ClientError): { message: string; code: string | undefined } {
  const first = error.response.errors?.[0];
  const code = first?.extensions?.code;
  return {
    message: first?.message ?? `HTTP ${error.response.status}`,
    code: typeof code === 'string' ? code : undefined,
  };
}

export class ReportingClient {
  private readonly client: GraphQLClient;

  constructor(private readonly options: ClientOptions) {
    this.client = new GraphQLClient(options.url, {
      headers: { authorization: `Bearer ${options.token}` },
    });
  }

  /**
   * One typed request. On 429 RATE_LIMITED it waits what Retry-After says (at most a minute) and
   * tries again, RATE_LIMIT_TRIES times in all; any other error is thrown with its Chinese message.
   */
  async request<Result, Variables extends Record<string, unknown>>(
    document: TypedDocumentNode<Result, Variables>,
    variables: Variables,
  ): Promise<Result> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        // graphql-request types variables as optional only when the document's are.
        return await this.client.request<Result, Record<string, unknown>>(document, variables);
      } catch (error) {
        if (!(error instanceof ClientError)) {
          const reason = error instanceof Error ? (error.cause ?? error) : error;
          const detail = reason instanceof Error ? reason.message : String(reason);
          throw new Error(`无法连接 ${this.options.url}：${detail}`, { cause: error });
        }
        const { message, code } = errorOf(error);
        const limited = error.response.status === 429 || code === 'RATE_LIMITED';
        if (!limited || attempt >= RATE_LIMIT_TRIES) {
          throw new Error(code ? `${message}（${code}）` : message, { cause: error });
        }
        const header = Number(error.response.headers.get('retry-after'));
        const seconds = Math.min(MAX_WAIT_SECONDS, header > 0 ? header : 2 ** attempt);
        this.options.onWait?.(seconds, message);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      }
    }
  }
}

/** One page of a list as every list of the schema answers it. */
export interface Page<Row> {
  total: number;
  items: Row[];
}

/** The page size asked for, kept within what rest answers (model/paging.ts). */
export function pageSizeOf(asked: number | undefined, fallback = MAX_PAGE_SIZE): number {
  const size = asked ?? fallback;
  if (!Number.isInteger(size) || size < 1) throw new Error(`每页行数应为正整数：${asked}`);
  return Math.min(size, MAX_PAGE_SIZE);
}

/**
 * Every page of a list, one at a time: the caller handles a page before the next is asked for,
 * so memory holds one page whatever the list's length. Stops after the page that reaches the
 * total the first page answered (or at an empty page).
 */
export async function* pages<Row>(
  fetchPage: (pageNum: number, pageSize: number) => Promise<Page<Row>>,
  pageSize: number,
): AsyncGenerator<Page<Row> & { pageNum: number }> {
  let total: number | undefined;
  for (let pageNum = 1; total === undefined || (pageNum - 1) * pageSize < total; pageNum += 1) {
    const page = await fetchPage(pageNum, pageSize);
    total ??= page.total;
    if (page.items.length === 0) return;
    yield { ...page, pageNum };
  }
}
