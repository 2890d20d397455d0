// Who may read the schema through introspection (`__schema`, `__type`). A developer or a
// reporting tool with a token always may; an anonymous caller only where the setting allows:
// GRAPHQL_INTROSPECTION=on | signed-in | off, `signed-in` by default in production and `on` in
// development. `__typename` is not introspection of the schema and is always answered.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  Kind,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from './context.ts';
import { tokenInfo } from './modules/auth/loaders.ts';
import { introspectionRefused } from './rest/errors.ts';

export type IntrospectionMode = 'on' | 'signed-in' | 'off';

const MODES: readonly IntrospectionMode[] = ['on', 'signed-in', 'off'];

export function parseIntrospection(
  value: string | undefined,
  production: boolean,
): IntrospectionMode {
  const text = value?.trim().toLowerCase();
  if (!text) return production ? 'signed-in' : 'on';
  if ((MODES as readonly string[]).includes(text)) return text as IntrospectionMode;
  throw new Error(`GRAPHQL_INTROSPECTION 只能是 ${MODES.join('、')}：${value}`);
}

const SCHEMA_FIELDS = new Set(['__schema', '__type']);

/** Whether the operation's root selects `__schema` or `__type`, through fragments too. */
export function readsSchema(operation: OperationDefinitionNode, document: DocumentNode): boolean {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode): boolean =>
    set.selections.some((s) => {
      if (s.kind === Kind.FIELD) return SCHEMA_FIELDS.has(s.name.value);
      if (s.kind === Kind.INLINE_FRAGMENT) return walk(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      const fragment = fragments.get(s.name.value);
      return fragment ? walk(fragment) : false;
    });
  return walk(operation.selectionSet);
}

// Only a query whose text names them can read the schema: most requests skip the walk.
export const MENTIONS_SCHEMA = /__(schema|type)\b/;

export function introspectionPlugin(mode: IntrospectionMode): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      if (mode === 'on') return Promise.resolve();
      return Promise.resolve({
        async didResolveOperation({ operation, document, request, contextValue }) {
          if (!operation || !MENTIONS_SCHEMA.test(request.query ?? '')) return;
          if (!readsSchema(operation, document)) return;
          if (mode === 'off') throw introspectionRefused('off');
          if (!contextValue.token) throw introspectionRefused('anonymous');
          // A token rest does not know is refused with rest's own UNAUTHENTICATED.
          await contextValue.loaders.once(tokenInfo);
        },
      });
    },
  };
}
