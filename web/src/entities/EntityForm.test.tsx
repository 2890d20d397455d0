import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { patternMessage } from '../../../model/masterData/patterns.ts';
import { ClientDictionariesDocument, CreateClientDocument } from '../__generated__/graphql.ts';
import { EntityForm } from './EntityForm.tsx';
import { renderEntityPage } from './testing.tsx';

const errorText = { selector: '.chakra-field__errorText' };

const dictionaries: MockLink.MockedResponse = {
  request: { query: ClientDictionariesDocument },
  result: {
    data: {
      FPLX: [
        { __typename: 'Dict', id: '1', dictCode: 'ZP', dictName: '增值税专用发票' },
        { __typename: 'Dict', id: '2', dictCode: 'PP', dictName: '增值税普通发票' },
      ],
    },
  },
};

describe('EntityForm', () => {
  it('checks the declared rules, edits a sub-list row and saves the typed input', async () => {
    const sent: Record<string, unknown>[] = [];
    const create: MockLink.MockedResponse = {
      request: {
        query: CreateClientDocument,
        variables: (vars: Record<string, unknown>) => {
          sent.push(vars.input as Record<string, unknown>);
          return true;
        },
      },
      result: {
        data: {
          createClient: {
            __typename: 'Client',
            id: '77',
            orgId: '1',
            customerCode: 'KH000077',
            customerName: '上海远航物流有限公司',
            alias: null,
            businessInspectionNum: null,
            customsNum: null,
            domesticDestination: null,
            taxpayerIdentificationNumber: null,
            invoiceType: { __typename: 'CodeName', code: 'ZP', name: '增值税专用发票' },
            bankAccount: null,
            registeredTel: null,
            bankName: null,
            registeredAddress: null,
            accountPeriod: null,
            taxRate: null,
            status: 'ACTIVE',
            contacts: [
              {
                __typename: 'ClientContact',
                id: '5',
                contact: '李娜',
                contactTel: '021-58881234',
                contactAddress: null,
              },
            ],
            banks: [],
          },
        },
      },
    };
    const onSaved = vi.fn();
    renderEntityPage(<EntityForm entity="client" record={null} onSaved={onSaved} />, [
      dictionaries,
      create,
    ]);

    // Cards from the declaration: 基本信息, 税务信息 and one per sub-list.
    const basic = await screen.findByRole('region', { name: '基本信息' });
    expect(screen.getByRole('region', { name: '税务信息' })).toBeTruthy();
    expect(within(basic).getByLabelText<HTMLInputElement>('客户编码').disabled).toBe(true);
    expect(await screen.findByRole('option', { name: '增值税专用发票' })).toBeTruthy();

    const contacts = screen.getByRole('group', { name: '联系人' });
    fireEvent.click(within(contacts).getByRole('button', { name: /添加一行/ }));
    fireEvent.change(screen.getByLabelText('商检编号'), { target: { value: 'AB-1' } });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]!);

    expect(await screen.findByText('请输入客户名称', errorText)).toBeTruthy();
    expect(screen.getByText(patternMessage('alnum', '商检编号'), errorText)).toBeTruthy();
    expect(screen.getByText('请输入联系人')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^客户名称/), {
      target: { value: '上海远航物流有限公司' },
    });
    fireEvent.change(screen.getByLabelText('商检编号'), { target: { value: 'AB1' } });
    fireEvent.change(screen.getByLabelText('发票类型'), { target: { value: 'ZP' } });
    fireEvent.change(screen.getByLabelText('联系人（第1行）'), { target: { value: '李娜' } });
    fireEvent.change(screen.getByLabelText('联系电话（第1行）'), { target: { value: '5888' } });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]!);
    expect(await screen.findByText(patternMessage('phoneOrFax', '联系电话'))).toBeTruthy();

    fireEvent.change(screen.getByLabelText('联系电话（第1行）'), {
      target: { value: '021-58881234' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]!);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent[0]).toMatchObject({
      customerName: '上海远航物流有限公司',
      businessInspectionNum: 'AB1',
      invoiceType: 'ZP',
      alias: null,
      status: 'ACTIVE',
      contacts: [{ contact: '李娜', contactTel: '021-58881234', contactAddress: null }],
      banks: [],
    });
    // Set by the server, never sent.
    expect(sent[0]).not.toHaveProperty('customerCode');
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('shows a save the server could not confirm as "may have been saved", and keeps the form', async () => {
    // The gateway's answer to a create that rest took but never answered (rest frozen).
    const uncertain =
      '请求超时，数据可能已保存：请刷新列表确认后再操作；重试是安全的（同一次提交再次保存不会重复保存）（/rest/tbCustomer/insert）';
    const create: MockLink.MockedResponse = {
      request: { query: CreateClientDocument, variables: () => true },
      result: {
        errors: [
          {
            message: uncertain,
            extensions: {
              code: 'GATEWAY_TIMEOUT',
              status: 504,
              messages: [{ message: uncertain }],
            },
          },
        ],
      },
    };
    const onSaved = vi.fn();
    renderEntityPage(<EntityForm entity="client" record={null} onSaved={onSaved} />, [
      dictionaries,
      create,
    ]);
    fireEvent.change(await screen.findByLabelText(/^客户名称/), {
      target: { value: '上海远航物流有限公司' },
    });
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]!);

    expect(await screen.findByText(uncertain)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    // What the user typed is still there to save again.
    expect(screen.getByLabelText<HTMLInputElement>(/^客户名称/).value).toBe('上海远航物流有限公司');
  });
});
