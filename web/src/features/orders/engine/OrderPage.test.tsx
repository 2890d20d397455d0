import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Kind } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { oceanExport } from '../../../../../model/orders/index.ts';
import {
  OceanExportOrderDocument,
  OrderDictionariesDocument,
  SaveOceanExportSpaceBookingDocument,
} from '../../../__generated__/graphql.ts';
import { system } from '../../../theme.ts';
import OrderPage from './OrderPage.tsx';
import { loadOrderEntry } from './registry.ts';

type Json = Record<string, unknown>;

/** An answer with every field the document selects: null, or the given value by field name. */
function answerOf(doc: DocumentNode, values: Json): Json {
  const fragments = new Map(
    doc.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  const fill = (set: SelectionSetNode, out: Json): Json => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(sel.name.value);
        if (frag) fill(frag.selectionSet, out);
      } else if (sel.kind === Kind.FIELD) {
        const name = sel.alias?.value ?? sel.name.value;
        if (name in values) out[name] = values[name];
        else out[name] = null;
      }
    }
    return out;
  };
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const root = op && 'selectionSet' in op ? op.selectionSet : null;
  const rootField = root?.selections[0];
  if (!rootField || rootField.kind !== Kind.FIELD || !rootField.selectionSet) return {};
  return { [rootField.name.value]: fill(rootField.selectionSet, { ...values }) };
}

const order: Json = {
  __typename: 'OceanExportOrder',
  id: '9',
  version: 7,
  orderCode: 'HYCK2026110099',
  isDraft: false,
  isBillOfLading: false,
  isDelivery: true,
  isCustomsInspection: false,
  isBusinessInspection: false,
  clientId: '3',
  clientName: '上海申通进口食品有限公司',
  shippingModeId: { __typename: 'CodeName', code: 'ZYFS_LCL', name: '拼箱' },
  estimatedSailingDate: '2026-04-20',
  vesselVoyage: 'MSC AURORA FE512A',
  hblNo: 'HTSHA2603099',
  boxList: [],
  companyList: [],
  clearanceList: [],
  doneNodes: ['HYCK_TD'],
  currentNodeIndex: 0,
  editable: true,
  nodes: oceanExport.nodes.map((n, index) => ({
    __typename: 'OrderNodeProgress',
    code: n.code,
    name: n.label,
    index,
    done: index === 0,
    current: index === 0,
    mine: true,
  })),
};

// Every category the order pages ask for (the aliases of their one dictionaries query).
const dictionaryCategories = OrderDictionariesDocument.definitions.flatMap((d) =>
  'selectionSet' in d
    ? d.selectionSet.selections.flatMap((s) => ('alias' in s && s.alias ? [s.alias.value] : []))
    : [],
);

const dictionaries: MockLink.MockedResponse = {
  request: { query: OrderDictionariesDocument },
  result: {
    data: Object.fromEntries(
      dictionaryCategories.map((c) => [
        c,
        c === 'GQ' ? [{ __typename: 'Dict', id: '1', dictCode: 'GQ_WGQ', dictName: '外高桥' }] : [],
      ]),
    ),
  },
};

const load: MockLink.MockedResponse = {
  request: { query: OceanExportOrderDocument, variables: { orderCode: 'HYCK2026110099' } },
  result: { data: answerOf(OceanExportOrderDocument, order) },
  maxUsageCount: 5,
};

function renderOrder(mocks: readonly MockLink.MockedResponse[]) {
  const router = createMemoryRouter(
    [{ path: '/action/oceanexport/add', element: <OrderPage type="oceanExport" mode="add" /> }],
    { initialEntries: ['/action/oceanexport/add?orderCode=HYCK2026110099'] },
  );
  return render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>
    </ChakraProvider>,
  );
}

// The page loads its order type's documents before it renders (OrderPages.tsx).
beforeAll(() => loadOrderEntry('oceanExport'));

describe('the order page engine', () => {
  it('renders a card per declared node and saves a node with only its own fields', async () => {
    const sent: Json[] = [];
    const save: MockLink.MockedResponse = {
      request: {
        query: SaveOceanExportSpaceBookingDocument,
        variables: (vars: Json) => {
          sent.push(vars);
          return true;
        },
      },
      result: {
        data: answerOf(SaveOceanExportSpaceBookingDocument, { ...order, portAreaId: null }),
      },
    };
    renderOrder([dictionaries, load, save, load]);

    const spaceBooking = await screen.findByRole('region', { name: '订舱信息' }, { timeout: 8000 });
    for (const title of [
      '基本信息',
      '派送信息',
      '报关信息',
      '放行信息',
      '实际信息',
      '费用信息',
      '附件',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
    // The heading carries the code; the progress bar marks the order's step.
    expect(screen.getByRole('heading', { name: /HYCK2026110099/ })).toBeTruthy();
    const current = within(screen.getByRole('list', { name: '节点进度' })).getAllByRole(
      'listitem',
    )[0];
    expect(current?.getAttribute('aria-current')).toBe('step');

    const booking = within(spaceBooking);
    expect(booking.getByLabelText<HTMLInputElement>(/^船名航次/).value).toBe('MSC AURORA FE512A');
    fireEvent.change(booking.getByLabelText('MBL号'), { target: { value: 'MSCU6254400001' } });
    fireEvent.change(booking.getByLabelText('港区'), { target: { value: 'GQ_WGQ' } });
    fireEvent.click(booking.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const { orderCode, input, expectedVersion } = sent[0] as {
      orderCode: string;
      input: Json;
      expectedVersion: number;
    };
    expect(orderCode).toBe('HYCK2026110099');
    // Based on the order as it was read.
    expect(expectedVersion).toBe(7);
    const spaceNode = oceanExport.nodes.find((n) => n.key === 'spaceBooking');
    expect(Object.keys(input).sort()).toEqual([...(spaceNode?.fields ?? [])].sort());
    expect(input).toMatchObject({
      vesselVoyage: 'MSC AURORA FE512A',
      hblNo: 'HTSHA2603099',
      mblNo: 'MSCU6254400001',
      portAreaId: 'GQ_WGQ',
      openingDate: null,
    });
    expect(input).not.toHaveProperty('clientId');
  });

  it('offers to reload when someone saved the order first, keeping what was typed', async () => {
    const message = '该订单已被 张三 于 2026-11-28 14:03 修改，请刷新后重新填写';
    const refused: MockLink.MockedResponse = {
      request: { query: SaveOceanExportSpaceBookingDocument, variables: () => true },
      result: {
        errors: [
          {
            message,
            extensions: {
              code: 'CONFLICT',
              status: 409,
              messages: [{ message, field: 'version', code: 'CONFLICT' }],
            },
          },
        ],
      },
    };
    renderOrder([dictionaries, load, refused, load]);
    const region = await screen.findByRole('region', { name: '订舱信息' }, { timeout: 8000 });
    const booking = within(region);
    fireEvent.change(booking.getByLabelText('MBL号'), { target: { value: 'MSCU6254400001' } });
    fireEvent.click(booking.getByRole('button', { name: '保存' }));

    const notice = within(await booking.findByRole('alert', { name: '保存冲突' }));
    expect(notice.getByText(message)).toBeTruthy();
    expect(booking.getByLabelText<HTMLInputElement>('MBL号').value).toBe('MSCU6254400001');
    fireEvent.click(notice.getByRole('button', { name: '重新加载' }));
    const typed = await booking.findByRole('list', { name: '未保存的输入' });
    expect(typed.textContent).toContain('MBL号：MSCU6254400001');
  });

  it('refuses a node save that breaks its declared rules, with the Chinese message', async () => {
    renderOrder([dictionaries, load]);
    const spaceBooking = within(
      await screen.findByRole('region', { name: '订舱信息' }, { timeout: 8000 }),
    );
    fireEvent.change(spaceBooking.getByLabelText(/^船名航次/), { target: { value: '' } });
    // The cut-off may not come after the booked sailing date (the type's cross-field rule).
    // A typed date is taken when the user leaves the field, as in the browser.
    const cutOff = spaceBooking.getByLabelText('截关日期');
    fireEvent.change(cutOff, { target: { value: '2026-04-25' } });
    fireEvent.blur(cutOff);
    fireEvent.click(spaceBooking.getByRole('button', { name: '保存' }));
    await spaceBooking.findByText('请输入船名航次');
    await spaceBooking.findByText('截关日期不能晚于预计开船日期');
  });
});
