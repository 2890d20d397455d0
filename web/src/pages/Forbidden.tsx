import { ResultPage } from '../components/ResultPage.tsx';
import { forbiddenText } from '../app/apollo.ts';

export default function Forbidden() {
  return <ResultPage code="403" title={forbiddenText} />;
}
