import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The unit modals' frame: wide (spec 6xl ≈ 72rem, 5xl ≈ 64rem), full screen on a phone. Its
 * content unmounts on close, so closing resets everything the modal held (spec §4).
 */
export function WizardModal({
  opened,
  onClose,
  title,
  width,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  width: '6xl' | '5xl';
  children: ReactNode;
}) {
  const isPhone = useMediaQuery('(max-width: 48em)') === true;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={width === '6xl' ? '72rem' : '64rem'}
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      keepMounted={false}
    >
      {children}
    </Modal>
  );
}
