import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with offset. */
  DateTime: { input: string; output: string; }
  /** An exact decimal amount carried as a string (money, rates, weights); never a float. */
  Decimal: { input: string; output: string; }
};

/** An image verification code. The image is a data URL (SVG); the code is single-use and expires in minutes. */
export type Captcha = {
  __typename?: 'Captcha';
  checkKey: Scalars['String']['output'];
  image: Scalars['String']['output'];
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};

/** What the first sign-in step says about an account. */
export type CheckLoginResult =
  /** The account exists and has no live session: go on and sign in. */
  | 'CONTINUE'
  /** The account is signed in elsewhere: signing in ends that session (ask the user to confirm). */
  | 'SIGNED_IN_ELSEWHERE';

/** A code from a business dictionary (or any coded reference) with its display name. */
export type CodeName = {
  __typename?: 'CodeName';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type LoginInput = {
  captcha: Scalars['String']['input'];
  checkKey: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Bearer token for the Authorization header. */
  token: Scalars['String']['output'];
};

/** The signed-in user and their session. */
export type Me = {
  __typename?: 'Me';
  /** The organisation of this session; null until one is chosen. */
  currentOrganisation?: Maybe<Organisation>;
  logoPath?: Maybe<Scalars['String']['output']>;
  /** The menu tree the user's roles allow. */
  menu: Array<MenuItem>;
  organisations: Array<UserOrganisation>;
  user: User;
};

export type MenuItem = {
  __typename?: 'MenuItem';
  children: Array<MenuItem>;
  hideInBreadcrumb: Scalars['Boolean']['output'];
  hideInMenu: Scalars['Boolean']['output'];
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  keepAlive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  sortId: Scalars['Int']['output'];
  type: MenuType;
  url?: Maybe<Scalars['String']['output']>;
};

export type MenuType =
  /** A button / action key (type '2'). */
  | 'BUTTON'
  /** A group of entries (type '0'). */
  | 'GROUP'
  /** A page (type '1'). */
  | 'PAGE';

export type Mutation = {
  __typename?: 'Mutation';
  changePassword: Scalars['Boolean']['output'];
  /** Signs in; ends any other live session of the account. */
  login: LoginPayload;
  /** Ends the current session. */
  logout: Scalars['Boolean']['output'];
  /** Always true; root placeholder so modules can extend Mutation. */
  noop: Scalars['Boolean']['output'];
  /** Makes orgId the default organisation and answers a new token for it; the old token stops working. */
  switchOrganisation: LoginPayload;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationSwitchOrganisationArgs = {
  orgId: Scalars['ID']['input'];
};

export type Organisation = {
  __typename?: 'Organisation';
  id: Scalars['ID']['output'];
  logoPath?: Maybe<Scalars['String']['output']>;
  orgName: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** A new image verification code. checkKey defaults to a fresh timestamp key. */
  captcha: Captcha;
  /** First sign-in step: is the mobile number known, and is it signed in elsewhere? */
  checkLogin: CheckLoginResult;
  me: Me;
  /** Always true; lets tools check that the schema answers. */
  ping: Scalars['Boolean']['output'];
};


export type QueryCaptchaArgs = {
  checkKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckLoginArgs = {
  mobile: Scalars['String']['input'];
};

export type User = {
  __typename?: 'User';
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  mobile: Scalars['String']['output'];
  userName: Scalars['String']['output'];
  userNumber?: Maybe<Scalars['String']['output']>;
};

export type UserOrganisation = {
  __typename?: 'UserOrganisation';
  isDefault: Scalars['Boolean']['output'];
  organisation: Organisation;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Captcha: ResolverTypeWrapper<Captcha>;
  ChangePasswordInput: ChangePasswordInput;
  CheckLoginResult: CheckLoginResult;
  CodeName: ResolverTypeWrapper<CodeName>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  Me: ResolverTypeWrapper<Me>;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MenuType: MenuType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Organisation: ResolverTypeWrapper<Organisation>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
  UserOrganisation: ResolverTypeWrapper<UserOrganisation>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  Captcha: Captcha;
  ChangePasswordInput: ChangePasswordInput;
  CodeName: CodeName;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LoginPayload: LoginPayload;
  Me: Me;
  MenuItem: MenuItem;
  Mutation: Record<PropertyKey, never>;
  Organisation: Organisation;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  User: User;
  UserOrganisation: UserOrganisation;
}>;

export type CaptchaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = ResolversObject<{
  checkKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CodeNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodeName'] = ResolversParentTypes['CodeName']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  currentOrganisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  logoPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  organisations?: Resolver<Array<ResolversTypes['UserOrganisation']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type MenuItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  hideInBreadcrumb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hideInMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keepAlive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MenuType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  switchOrganisation?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationSwitchOrganisationArgs, 'orgId'>>;
}>;

export type OrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  captcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType, Partial<QueryCaptchaArgs>>;
  checkLogin?: Resolver<ResolversTypes['CheckLoginResult'], ParentType, ContextType, RequireFields<QueryCheckLoginArgs, 'mobile'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserOrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserOrganisation'] = ResolversParentTypes['UserOrganisation']> = ResolversObject<{
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  Captcha?: CaptchaResolvers<ContextType>;
  CodeName?: CodeNameResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserOrganisation?: UserOrganisationResolvers<ContextType>;
}>;

