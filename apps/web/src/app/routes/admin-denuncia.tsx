import { useParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { DenunciaAdminDetail } from '../../features/denuncias-admin/components/denuncia-admin-detail';
import { StaffGate } from '../../features/denuncias-admin/components/denuncias-admin-list';

/** `/admin/denuncias/{id}`: one complaint, its history and the staff action form (issue 23). */
export default function AdminDenunciaPage() {
  const id = Number(useParams().id);
  return (
    <Page title="Denuncia" heading="Gestión de la denuncia">
      <StaffGate redirect={`/admin/denuncias/${Number.isSafeInteger(id) ? id : ''}`}>
        {Number.isSafeInteger(id) && id > 0 ? (
          <DenunciaAdminDetail id={id} />
        ) : (
          <p>La dirección no corresponde a ninguna denuncia.</p>
        )}
      </StaffGate>
    </Page>
  );
}
