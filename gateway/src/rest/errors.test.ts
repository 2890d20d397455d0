import { describe, expect, it } from 'vitest';
import { codeForStatus, restFailure, restUnavailable, toMessages } from './errors.ts';

describe('status → code', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [406, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [410, 'NOT_FOUND'],
    [500, 'INTERNAL_SERVER_ERROR'],
    [502, 'BAD_GATEWAY'],
    [503, 'BAD_GATEWAY'],
    [504, 'GATEWAY_TIMEOUT'],
    [302, 'BAD_GATEWAY'],
  ])('%i → %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('tells a session taken over from a plain 401', () => {
    expect(codeForStatus(401, [{ message: '已在其他地方登录', code: 'SESSION_TAKEN_OVER' }])).toBe(
      'SESSION_TAKEN_OVER',
    );
  });
});

describe('restFailure', () => {
  it('joins the Chinese messages and keeps them with their fields', () => {
    const error = restFailure(400, [
      { message: '请输入手机号', field: 'mobile' },
      { message: '请输入密码', field: 'userPwd' },
    ]);
    expect(error.message).toBe('请输入手机号；请输入密码');
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      status: 400,
      messages: [
        { message: '请输入手机号', field: 'mobile' },
        { message: '请输入密码', field: 'userPwd' },
      ],
      fields: { mobile: '请输入手机号', userPwd: '请输入密码' },
    });
  });

  it('keeps a message code and maps SESSION_TAKEN_OVER', () => {
    const error = restFailure(401, [
      { message: '该账号已在其他地方登录', code: 'SESSION_TAKEN_OVER' },
    ]);
    expect(error.extensions.code).toBe('SESSION_TAKEN_OVER');
    expect(error.extensions.status).toBe(401);
  });

  it('gives a Chinese default when the back end says nothing', () => {
    const error = restFailure(403, null);
    expect(error.extensions.code).toBe('FORBIDDEN');
    expect(error.message).toBe('抱歉，您无权访问此页面');
  });

  it('reads strings and drops junk', () => {
    expect(toMessages('记录不存在')).toEqual([{ message: '记录不存在' }]);
    expect(toMessages([{ message: '' }, 3, { msg: 'x' }, { message: '好' }])).toEqual([
      { message: '好' },
    ]);
  });
});

describe('restUnavailable', () => {
  it('names the path only', () => {
    const network = restUnavailable('/rest/tbSysUser/findMenu', 'network');
    expect(network.message).toBe('接口异常：/rest/tbSysUser/findMenu');
    expect(network.extensions).toMatchObject({ code: 'BAD_GATEWAY', status: 502 });
    const timeout = restUnavailable('/rest/tbSysUser/findMenu', 'timeout');
    expect(timeout.extensions).toMatchObject({ code: 'GATEWAY_TIMEOUT', status: 504 });
  });
});

describe('refused fields (extensions.fields)', () => {
  it('names each refused field by its input path, first message kept', () => {
    const error = restFailure(422, [
      { message: '费用编码已存在', field: 'feeCode' },
      { message: '费用名称已存在', field: 'feeCode' },
      { message: '请选择结算单位', field: 'list[2].settlementUnit' },
      { message: '订单已取消' },
    ]);
    expect(error.extensions.fields).toEqual({
      feeCode: '费用编码已存在',
      'list[2].settlementUnit': '请选择结算单位',
    });
  });

  it('maps the REST names of a call back to its input names, each part of a path', () => {
    const error = restFailure(
      400,
      [
        { message: '费用第3行：请选择结算单位', field: 'list[2].settlementUnit' },
        { message: '原密码错误', field: 'oldpassword' },
        { message: '令牌错误', field: 'token' },
      ],
      {
        list: 'lines',
        settlementUnit: 'settlementUnitId',
        oldpassword: 'oldPassword',
        token: null,
      },
    );
    expect(error.extensions.fields).toEqual({
      'lines[2].settlementUnitId': '费用第3行：请选择结算单位',
      oldPassword: '原密码错误',
    });
  });

  it('marks fields on bad input only', () => {
    expect(restFailure(403, [{ message: '无权操作', field: 'id' }]).extensions.fields).toBe(
      undefined,
    );
    expect(restFailure(400, [{ message: '请求格式错误' }]).extensions.fields).toBe(undefined);
  });
});
