import { ResultPage } from '../components/ResultPage.tsx';

/** What a route of the table shows until its page is built. */
export function UnderConstruction({ title }: { title: string }) {
  return <ResultPage code="建设中" title={title} description="该功能正在建设中，敬请期待。" />;
}
