import {
  createTheme,
  DEFAULT_THEME,
  type MantineColorsTuple,
  type CSSVariablesResolver,
  type MenuFactory,
  type NotificationFactory,
  type ExtendComponent,
} from '@mantine/core';

/**
 * Orange as Mantine's, but shade 9 (the warnings' text and outline: stale results, unsaved
 * changes, no balance) darkened from #d9480f (4,3:1 on white, below axe's 4,5:1 for small text)
 * to #b8400d (5,6:1).
 */
const [o0, o1, o2, o3, o4, o5, o6, o7, o8] = DEFAULT_THEME.colors.orange;
const ORANGE: MantineColorsTuple = [o0, o1, o2, o3, o4, o5, o6, o7, o8, '#b8400d'];

/**
 * Spec §2 breakpoints: 320 (the smallest width supported, the base), 425, 576, 768, 1024 and
 * 1440 px. Shade 8 keeps white text on filled buttons above 4.5:1 (axe colour contrast).
 */
export const theme = createTheme({
  primaryColor: 'blue',
  colors: { orange: ORANGE },
  primaryShade: 8,
  focusRing: 'auto',
  defaultRadius: 'sm',
  breakpoints: {
    xs: '26.5625em', // 425px
    sm: '36em', // 576px
    md: '48em', // 768px
    lg: '64em', // 1024px
    xl: '90em', // 1440px
  },
  components: {
    // Plain objects, not Notification.extend / Menu.extend: importing a component here would bring
    // its code into the first screen (toasts load with the first toast, see provider.tsx; the user
    // menu on first use, see private-layout.tsx).
    // Mantine greys these with gray-6 (about 3.3:1 on white); gray-8 passes 4.5:1.
    Notification: {
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    } satisfies ExtendComponent<NotificationFactory>,
    Menu: {
      // The placeholder is a focusable role="presentation" div that axe rejects inside role="menu"
      // (aria-required-children); without it the first item takes focus, as WAI-ARIA expects.
      defaultProps: { withInitialFocusPlaceholder: false },
      styles: { label: { color: 'var(--mantine-color-gray-8)' } },
    } satisfies ExtendComponent<MenuFactory>,
  },
});

/**
 * `c="dimmed"` text in gray-7 instead of gray-6, and field error messages in red-9 instead of
 * red-8 (about 4.5:1, which axe refuses), so both keep 4.5:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
