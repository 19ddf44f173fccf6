import {
  DenunciasAdminList,
  StaffGate,
} from '../../features/denuncias-admin/components/denuncias-admin-list';
import { Page } from '../../components/ui/page';

/** `/admin/denuncias`: complaints received, for staff holding DENUNCIAS_VER (issue 23). */
export default function AdminDenunciasPage() {
  return (
    <Page title="Denuncias recibidas" heading="Denuncias recibidas">
      <StaffGate redirect="/admin/denuncias">
        <DenunciasAdminList />
      </StaffGate>
    </Page>
  );
}
