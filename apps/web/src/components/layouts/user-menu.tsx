import { Button, Menu, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { StandInIntent } from '../../lib/use-stand-in.ts';
import { ABOUT_PATH, LOGOUT_PATH } from './menu-link.tsx';

/** What happened on the stand-in button before this code arrived (see private-layout.tsx). */
export type UserMenuIntent = StandInIntent;

type UserMenuProps = { userLabel: string; intent: UserMenuIntent };

/** The user menu (Mantine's Menu): "Sobre" and "Sair". Loaded on first use. */
export function UserMenu({ userLabel, intent }: UserMenuProps) {
  const [isOpen, setIsOpen] = useState(intent === 'open');
  const buttonRef = useRef<HTMLButtonElement>(null);

  // The stand-in button had the focus (a press opens the menu, which moves the focus itself).
  useEffect(() => {
    if (intent === 'focus') buttonRef.current?.focus();
  }, [intent]);

  return (
    <Menu position="bottom-end" width={220} shadow="md" opened={isOpen} onChange={setIsOpen}>
      <Menu.Target>
        <Button
          ref={buttonRef}
          variant="default"
          maw={280}
          title={userLabel}
          aria-label={`Usuário: ${userLabel}`}
        >
          <Text span inherit truncate="end">
            {userLabel}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={ABOUT_PATH}>
          Sobre
        </Menu.Item>
        <Menu.Item component={Link} to={LOGOUT_PATH}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
