import { Page } from '../../components/ui/page';

export default function AtlasPage() {
  return <Page title="Atlas de trámites" />;
}
