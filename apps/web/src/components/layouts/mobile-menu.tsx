import { Drawer, Stack, Text } from '@mantine/core';
import { ABOUT_PATH, listMenuLinks, LOGOUT_PATH, MenuLink } from './menu-link.tsx';

/** The menu behind the burger on small screens (loaded on first use: Mantine's drawer). */
export function MobileMenu({
  isOpen,
  onClose,
  userLabel,
  isEditor,
}: {
  isOpen: boolean;
  onClose: () => void;
  userLabel: string;
  isEditor: boolean;
}) {
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title="Menu"
      position="right"
      size="xs"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': 'Fechar menu' }}
    >
      <Stack component="nav" aria-label="Menu principal" gap="xs">
        {listMenuLinks(isEditor).map((link) => (
          <MenuLink key={link.to} {...link} onClick={onClose} isBlock />
        ))}
        <Text size="sm" c="gray.8" mt="md" px="md" truncate="end">
          {userLabel}
        </Text>
        <MenuLink to={ABOUT_PATH} label="Sobre" onClick={onClose} isBlock />
        <MenuLink to={LOGOUT_PATH} label="Sair" onClick={onClose} isBlock />
      </Stack>
    </Drawer>
  );
}
