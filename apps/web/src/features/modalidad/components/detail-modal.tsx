import { Modal, type ModalProps } from '@mantine/core';

/**
 * The modals of the detail screen: Mantine's focus trap, Escape to close and focus returned to the
 * opener, a Spanish close label and a bold title (rendered as the dialog's h2).
 */
export function DetailModal({ children, ...props }: Omit<ModalProps, 'closeButtonProps'>) {
  return (
    <Modal
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      {...props}
    >
      {/* Room for the focus ring of the first control, which the scrolling body would clip. */}
      <div style={{ paddingTop: 4 }}>{children}</div>
    </Modal>
  );
}
