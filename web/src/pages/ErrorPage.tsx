import { useRouteError } from 'react-router-dom';

/** The spec's bare Error page: no layout, no styling that could fail again. */
export function ErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div style={{ padding: 48, fontFamily: 'sans-serif' }}>
      <h1 style={{ fontSize: 32, margin: 0 }}>Error</h1>
      <p style={{ color: '#555' }}>页面出错了，请刷新重试。</p>
      <a href="/">返回首页</a>
    </div>
  );
}
