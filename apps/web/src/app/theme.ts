import { createTheme } from '@mantine/core';

/**
 * Spec §2 breakpoints: 320 (the smallest width supported, the base), 425, 576, 768, 1024 and
 * 1440 px. Shade 8 keeps white text on filled buttons above 4.5:1 (axe colour contrast).
 */
export const theme = createTheme({
  primaryColor: 'blue',
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
});
