import { Page } from '../../components/ui/page';

export default function CatalogosPage() {
  return <Page title="Catálogo de regulaciones" />;
}
