/** The product's name, as the spec's tagline "{product} SPACE" has it. */
export const productName = '华通 SPACE';
