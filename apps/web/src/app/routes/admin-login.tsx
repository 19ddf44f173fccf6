import { Text } from '@mantine/core';
import { LoginForm } from '../../features/auth/components/login-form';
import { Page } from '../../components/ui/page';

/** The administration login the header links to (`/admin/login`, configurable in /config.json). */
export default function AdminLoginPage() {
  return (
    <Page title="Iniciar sesión" heading="Iniciar sesión en la administración">
      <Text mb="md">Acceso para el personal evaluador del Registro Nacional de Trámites.</Text>
      <LoginForm />
    </Page>
  );
}
