/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query Captcha($checkKey: String) {\n  captcha(checkKey: $checkKey) {\n    checkKey\n    image\n  }\n}": typeof types.CaptchaDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.ChangePasswordDocument,
    "query CheckLogin($mobile: String!) {\n  checkLogin(mobile: $mobile)\n}": typeof types.CheckLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "fragment SessionMenuItem on MenuItem {\n  id\n  parentId\n  name\n  url\n  icon\n  type\n  sortId\n  hideInMenu\n  hideInBreadcrumb\n}\n\nquery Me {\n  me {\n    user {\n      id\n      userName\n      mobile\n    }\n    currentOrganisation {\n      id\n      orgName\n      logoPath\n    }\n    organisations {\n      isDefault\n      organisation {\n        id\n        orgName\n      }\n    }\n    menu {\n      ...SessionMenuItem\n      children {\n        ...SessionMenuItem\n        children {\n          ...SessionMenuItem\n          children {\n            ...SessionMenuItem\n          }\n        }\n      }\n    }\n    logoPath\n  }\n}": typeof types.SessionMenuItemFragmentDoc,
    "mutation SwitchOrganisation($orgId: ID!) {\n  switchOrganisation(orgId: $orgId) {\n    token\n  }\n}": typeof types.SwitchOrganisationDocument,
};
const documents: Documents = {
    "query Captcha($checkKey: String) {\n  captcha(checkKey: $checkKey) {\n    checkKey\n    image\n  }\n}": types.CaptchaDocument,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.ChangePasswordDocument,
    "query CheckLogin($mobile: String!) {\n  checkLogin(mobile: $mobile)\n}": types.CheckLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "fragment SessionMenuItem on MenuItem {\n  id\n  parentId\n  name\n  url\n  icon\n  type\n  sortId\n  hideInMenu\n  hideInBreadcrumb\n}\n\nquery Me {\n  me {\n    user {\n      id\n      userName\n      mobile\n    }\n    currentOrganisation {\n      id\n      orgName\n      logoPath\n    }\n    organisations {\n      isDefault\n      organisation {\n        id\n        orgName\n      }\n    }\n    menu {\n      ...SessionMenuItem\n      children {\n        ...SessionMenuItem\n        children {\n          ...SessionMenuItem\n          children {\n            ...SessionMenuItem\n          }\n        }\n      }\n    }\n    logoPath\n  }\n}": types.SessionMenuItemFragmentDoc,
    "mutation SwitchOrganisation($orgId: ID!) {\n  switchOrganisation(orgId: $orgId) {\n    token\n  }\n}": types.SwitchOrganisationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Captcha($checkKey: String) {\n  captcha(checkKey: $checkKey) {\n    checkKey\n    image\n  }\n}"): (typeof documents)["query Captcha($checkKey: String) {\n  captcha(checkKey: $checkKey) {\n    checkKey\n    image\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckLogin($mobile: String!) {\n  checkLogin(mobile: $mobile)\n}"): (typeof documents)["query CheckLogin($mobile: String!) {\n  checkLogin(mobile: $mobile)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionMenuItem on MenuItem {\n  id\n  parentId\n  name\n  url\n  icon\n  type\n  sortId\n  hideInMenu\n  hideInBreadcrumb\n}\n\nquery Me {\n  me {\n    user {\n      id\n      userName\n      mobile\n    }\n    currentOrganisation {\n      id\n      orgName\n      logoPath\n    }\n    organisations {\n      isDefault\n      organisation {\n        id\n        orgName\n      }\n    }\n    menu {\n      ...SessionMenuItem\n      children {\n        ...SessionMenuItem\n        children {\n          ...SessionMenuItem\n          children {\n            ...SessionMenuItem\n          }\n        }\n      }\n    }\n    logoPath\n  }\n}"): (typeof documents)["fragment SessionMenuItem on MenuItem {\n  id\n  parentId\n  name\n  url\n  icon\n  type\n  sortId\n  hideInMenu\n  hideInBreadcrumb\n}\n\nquery Me {\n  me {\n    user {\n      id\n      userName\n      mobile\n    }\n    currentOrganisation {\n      id\n      orgName\n      logoPath\n    }\n    organisations {\n      isDefault\n      organisation {\n        id\n        orgName\n      }\n    }\n    menu {\n      ...SessionMenuItem\n      children {\n        ...SessionMenuItem\n        children {\n          ...SessionMenuItem\n          children {\n            ...SessionMenuItem\n          }\n        }\n      }\n    }\n    logoPath\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SwitchOrganisation($orgId: ID!) {\n  switchOrganisation(orgId: $orgId) {\n    token\n  }\n}"): (typeof documents)["mutation SwitchOrganisation($orgId: ID!) {\n  switchOrganisation(orgId: $orgId) {\n    token\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;