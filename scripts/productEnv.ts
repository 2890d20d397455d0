// The environment of the product's own processes. `npm start` runs the product as it is run in
// production: NODE_ENV=production (no stack traces in answers, internal messages hidden) and never
// the test captcha code, whatever the shell says; `npm run dev` runs with development detail.

/** What `npm start` gives rest and the gateway; `warn` hears what was left out. */
export function productionEnv(
  env: NodeJS.ProcessEnv,
  warn: (line: string) => void = console.warn,
): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { ...env, NODE_ENV: 'production' };
  if (env.NODE_ENV && env.NODE_ENV !== 'production') {
    warn(`npm start 以生产模式运行，已忽略 NODE_ENV=${env.NODE_ENV}（开发模式请用 npm run dev）`);
  }
  if (out.CAPTCHA_TEST_CODE !== undefined) {
    delete out.CAPTCHA_TEST_CODE;
    warn('npm start 已忽略 CAPTCHA_TEST_CODE：它只用于测试，会让任何人通过验证码');
  }
  return out;
}

/** What `npm run dev` gives them: development detail (stack traces) unless told otherwise. */
export function developmentEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_ENV: env.NODE_ENV ?? 'development' };
}
