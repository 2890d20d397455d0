import { ensureWebBuild } from '../../scripts/webBuild.ts';

export default function setup(): void {
  ensureWebBuild();
}
