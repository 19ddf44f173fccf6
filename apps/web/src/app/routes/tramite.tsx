import { Page } from '../../components/ui/page';

export default function TramitePage() {
  return <Page title="Trámite" />;
}
