/** Product identity shown in the footer and the Sobre page. */
export const PRODUCT_NAME = 'Câmara Fria';
export const PRODUCT_VERSION = '2.8.6';
