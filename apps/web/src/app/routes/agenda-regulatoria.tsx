import { Page } from '../../components/ui/page';

export default function AgendaRegulatoriaPage() {
  return <Page title="Agenda regulatoria" />;
}
