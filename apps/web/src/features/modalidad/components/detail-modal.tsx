import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The modals of the detail screen: Mantine's focus trap, Escape to close and focus returned to the
 * opener, a Spanish close label and a bold title (the dialog's h2). Composed from the parts so the
 * header is a plain div: a second <header> would read as a duplicate banner landmark.
 */
export function DetailModal({
  title,
  children,
  size = 'lg',
  ...props
}: Omit<ModalRootProps, 'title' | 'children'> & { title: ReactNode; children?: ReactNode }) {
  return (
    <Modal.Root size={size} {...props}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Cerrar" />
        </Modal.Header>
        {/* Room for the focus ring of the first control, which the scrolling body would clip. */}
        <Modal.Body pt={4}>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
