import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { Kind } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { orderTypes } from '../../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../../model/orders/index.ts';
import { createCache } from '../../../app/apollo.ts';
import { storageKeys } from '../../../app/session.ts';
import { rememberDefaultView, rememberedDefaultView } from '../../../app/defaultViewMemory.ts';
import { searchFieldsFor } from '../../../entities/kit/searchSpecs.ts';
import { system } from '../../../theme.ts';
import OrderListPage from './OrderListPage.tsx';
import { prefetchOrderList } from './orderPrefetch.ts';
import { documentsByRoute } from './typeDocuments.ts';
import { loadOrderEntry, operationNames } from './registry.ts';

type Json = Record<string, unknown>;

/** An answer to `doc`: the given values where the selection names them, null elsewhere. */
function answerOf(doc: DocumentNode, values: Json): Json {
  const fragments = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const fill = (set: SelectionSetNode, given: Json, out: Json = {}): Json => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(sel.name.value);
        if (!frag) continue;
        // The cache keeps a fragment's fields only for an object of its type.
        out.__typename ??= given.__typename ?? frag.typeCondition.name.value;
        fill(frag.selectionSet, given, out);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        fill(sel.selectionSet, given, out);
      } else {
        const name = sel.alias?.value ?? sel.name.value;
        const value = given[name];
        if (name === '__typename' && out.__typename) continue;
        const sub = sel.selectionSet;
        out[name] =
          value === undefined
            ? null
            : sub && Array.isArray(value)
              ? value.map((v) => fill(sub, v as Json))
              : sub && typeof value === 'object' && value !== null
                ? fill(sub, value as Json)
                : value;
      }
    }
    return out;
  };
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return op && 'selectionSet' in op ? fill(op.selectionSet, values) : {};
}

/** A client over the app's cache whose endpoint answers every read a moment later, and counts them. */
function countingClient(
  decl: OrderTypeDecl,
  orderCode: string,
  views: Json[] = [],
  /** The saved views answer once this has settled (and their moment has passed). */
  viewsHeld: Promise<void> = Promise.resolve(),
) {
  const asked: { name: string; variables: Json }[] = [];
  const page = operationNames(decl).page;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push({ name: operation.operationName ?? '', variables: operation.variables });
        const values: Json = {
          [page]: { items: [{ orderCode }], pageNum: 1, pageSize: 50, total: 1 },
          listViews: views,
        };
        let timer: ReturnType<typeof setTimeout> | undefined;
        const held = operation.operationName === 'ListViews' ? viewsHeld : Promise.resolve();
        void held.then(() => {
          timer = setTimeout(() => {
            observer.next({ data: answerOf(operation.query, values) });
            observer.complete();
          }, 20);
        });
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  return { client, asked };
}

function renderList(client: ApolloClient, decl: OrderTypeDecl, search: string) {
  const router = createMemoryRouter(
    [{ path: decl.route, element: <OrderListPage type={decl.name} /> }],
    { initialEntries: [`${decl.route}${search}`] },
  );
  return render(
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>,
  );
}

// Every declared order type with a list page of its own (a bill of lading's has none here).
const listed = orderTypes.filter((decl) => documentsByRoute[decl.route]);

/** A query string with a filter of each of the type's first two search inputs, and a page. */
function searchOf(decl: OrderTypeDecl): string {
  const [first, second] = searchFieldsFor(decl);
  const params = new URLSearchParams();
  if (first) params.set(first.name, ' HY ');
  if (second) params.set(second.name, second.field.kind === 'flag' ? 'Y' : 'N');
  params.set('pageNum', '2');
  params.set('pageSize', '20');
  params.set('unrelated', 'x');
  return `?${params.toString()}`;
}

/** A default saved view of the list of `decl`, filtering by its first search input. */
function defaultViewOf(decl: OrderTypeDecl) {
  const [first] = searchFieldsFor(decl);
  if (!first) throw new Error(`${decl.name} 没有查询条件`);
  const value = first.field.kind === 'flag' ? 'Y' : 'HY26';
  const view = {
    __typename: 'ListView',
    id: '7',
    list: decl.route,
    name: '我的默认',
    shared: false,
    mine: true,
    ownerName: '系统管理员',
    isDefault: true,
    filters: [{ name: first.name, value }],
    columns: [],
    sort: null,
    pageSize: null,
  };
  return { view, value };
}

describe('an order list opened as the first page of a visit', () => {
  it('covers every declared order type', () => {
    expect(listed.map((d) => d.name).sort()).toEqual(
      ['airExport', 'airImport', 'domesticTrade', 'oceanExport', 'oceanImport'].sort(),
    );
  });

  for (const decl of listed) {
    for (const search of ['', searchOf(decl)]) {
      it(`${decl.name}${search}: the page takes the early read's answer instead of asking again`, async () => {
        const { docs } = await loadOrderEntry(decl.name);
        const orderCode = `${decl.name.toUpperCase()}0001`;
        const { client, asked } = countingClient(decl, orderCode);
        const op = docs.page.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
        const name = op && 'name' in op ? (op.name?.value ?? '') : '';

        await prefetchOrderList(client, decl.route, docs, search);
        // Sent before the page renders, with the dictionaries the search form asks for; a bare
        // address asks for the saved views first (a default view decides the first page), and
        // for its page once they have answered, still before the page renders.
        await waitFor(() =>
          expect(asked.map((a) => a.name).sort()).toEqual(
            (search === ''
              ? ['OrderDictionaries', 'ListViews', name]
              : ['OrderDictionaries', name]
            ).sort(),
          ),
        );

        renderList(client, decl, search);
        // A read of other variables than the early one's could only show the row by its own answer.
        expect(await screen.findByText(orderCode, {}, { timeout: 8000 })).toBeTruthy();
        expect(asked.filter((a) => a.name === name)).toHaveLength(1);
        expect(asked.filter((a) => a.name === 'OrderDictionaries')).toHaveLength(1);
        // The early read of the saved views serves both of the page's hooks that read them.
        if (search === '') expect(asked.filter((a) => a.name === 'ListViews')).toHaveLength(1);
      });
    }
  }

  for (const decl of listed) {
    it(`${decl.name}: opened bare on a default view, sends one first-page request, the view's`, async () => {
      const { docs } = await loadOrderEntry(decl.name);
      const orderCode = `${decl.name.toUpperCase()}0002`;
      const { view, value } = defaultViewOf(decl);
      const { client, asked } = countingClient(decl, orderCode, [view]);
      const op = docs.page.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      const name = op && 'name' in op ? (op.name?.value ?? '') : '';
      await prefetchOrderList(client, decl.route, docs, '');
      // The default view's page leaves as soon as the views have answered, before the page renders.
      await waitFor(() => expect(asked.filter((a) => a.name === name)).toHaveLength(1));
      renderList(client, decl, '');
      expect(await screen.findByText(orderCode, {}, { timeout: 8000 })).toBeTruthy();
      const pages = asked.filter((a) => a.name === name);
      expect(pages).toHaveLength(1);
      expect(JSON.stringify(pages[0]?.variables)).toContain(value);
      expect(asked.filter((a) => a.name === 'ListViews')).toHaveLength(1);
    });
  }
});

describe('an order list opened bare, its default view remembered from the last visit', () => {
  const signedIn = (userId: string) =>
    localStorage.setItem(
      storageKeys.user,
      JSON.stringify({ userId, userName: '王静', orgId: '1' }),
    );
  afterEach(() => localStorage.clear());

  const pageName = (docs: { page: DocumentNode }) => {
    const op = docs.page.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    return op && 'name' in op ? (op.name?.value ?? '') : '';
  };

  /** A first visit of the list whose saved views are `views`: it leaves what they said. */
  const visitOnce = async (decl: OrderTypeDecl, views: Json[]) => {
    const { docs } = await loadOrderEntry(decl.name);
    const { client, asked } = countingClient(decl, 'HYCK0000', views);
    void prefetchOrderList(client, decl.route, docs, '');
    await waitFor(() => expect(asked.filter((a) => a.name === pageName(docs))).toHaveLength(1));
  };

  for (const decl of listed) {
    it(`${decl.name}: asks for the remembered view's page before the saved views answer`, async () => {
      signedIn('3');
      const { docs } = await loadOrderEntry(decl.name);
      const orderCode = `${decl.name.toUpperCase()}0003`;
      const { view, value } = defaultViewOf(decl);
      await visitOnce(decl, [view]);
      expect(rememberedDefaultView(decl.route)).toContain(value);
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const { client, asked } = countingClient(decl, orderCode, [view], held);
      const name = pageName(docs);
      void prefetchOrderList(client, decl.route, docs, '');
      await waitFor(() => expect(asked.filter((a) => a.name === name)).toHaveLength(1));
      expect(JSON.stringify(asked.find((a) => a.name === name)?.variables)).toContain(value);
      release();
      renderList(client, decl, '');
      expect(await screen.findByText(orderCode, {}, { timeout: 8000 })).toBeTruthy();
      // The views agreed: no second page, and one read of the views.
      expect(asked.filter((a) => a.name === name)).toHaveLength(1);
      expect(asked.filter((a) => a.name === 'ListViews')).toHaveLength(1);
    });
  }

  it('a default set since (elsewhere) sends its page once the views say so, and is remembered', async () => {
    signedIn('3');
    const decl = listed[0];
    if (!decl) throw new Error('没有订单类型');
    const { docs } = await loadOrderEntry(decl.name);
    const { view, value } = defaultViewOf(decl);
    await visitOnce(decl, []);
    expect(rememberedDefaultView(decl.route)).toBe('');
    const { client, asked } = countingClient(decl, 'HYCK0004', [view]);
    const name = pageName(docs);
    void prefetchOrderList(client, decl.route, docs, '');
    await waitFor(() => expect(asked.filter((a) => a.name === name)).toHaveLength(2));
    const [bare, viewed] = asked.filter((a) => a.name === name);
    expect(JSON.stringify(bare?.variables)).not.toContain(value);
    expect(JSON.stringify(viewed?.variables)).toContain(value);
    expect(rememberedDefaultView(decl.route)).toContain('view=7');
    expect(rememberedDefaultView(decl.route)).toContain(value);
    renderList(client, decl, '');
    expect(await screen.findByText('HYCK0004', {}, { timeout: 8000 })).toBeTruthy();
    expect(asked.filter((a) => a.name === name)).toHaveLength(2);
  });

  it('is kept for the user who saw it: another user (or none) waits for the saved views', () => {
    signedIn('3');
    const decl = listed[0];
    if (!decl) throw new Error('没有订单类型');
    rememberDefaultView(decl.route, 'view=7');
    expect(rememberedDefaultView(decl.route)).toBe('view=7');
    signedIn('4');
    expect(rememberedDefaultView(decl.route)).toBeUndefined();
    localStorage.removeItem(storageKeys.user);
    expect(rememberedDefaultView(decl.route)).toBeUndefined();
    localStorage.setItem(storageKeys.listDefaults, '{not json');
    signedIn('3');
    expect(rememberedDefaultView(decl.route)).toBeUndefined();
  });
});
