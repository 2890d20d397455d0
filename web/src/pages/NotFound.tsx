import { ResultPage } from '../components/ResultPage.tsx';

export function NotFound() {
  return <ResultPage code="404" title="页面不存在" description="您访问的页面不存在或已被移除。" />;
}
