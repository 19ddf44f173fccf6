import { Page } from '../../components/ui/page';

export default function AdminLoginPage() {
  return <Page title="Iniciar sesión" />;
}
