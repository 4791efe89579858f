import { BLOG_POSTS } from './catalog-data-blog.ts';
import { FLOWER_PRODUCTS, PRE_ROLL_PRODUCTS } from './catalog-data-flower.ts';
import { CONCENTRATE_PRODUCTS, EDIBLE_PRODUCTS, VAPE_PRODUCTS } from './catalog-data-other.ts';
import type { SeedProduct, SeedShop } from './catalog-data-types.ts';

export type {
  SeedBlogPost,
  SeedLabResult,
  SeedProduct,
  SeedShop,
  SeedVariant,
  StrainType,
} from './catalog-data-types.ts';
export { BLOG_POSTS };

export const SHOPS: SeedShop[] = [
  {
    slug: 'larkspur-and-lime',
    name: 'Larkspur & Lime',
    licenseNumber: 'OCM-AUCP-2023-000187',
    description:
      'A small adult-use dispensary on Avenue A with a rotating shelf of flower and pre-rolls from New York craft cultivators. Staff can walk you through the lab results for any batch before you order. Delivery orders are packed in sealed, child-resistant bags.',
    street: '129 Avenue A',
    zip: '10009',
    borough: 'Manhattan',
    neighborhood: 'East Village',
    lat: 40.726805,
    lng: -73.983174,
    phone: '2125550142',
    openingHours: {
      '0': { opens: '11:00', closes: '21:00' },
      '1': { opens: '10:00', closes: '22:00' },
      '2': { opens: '10:00', closes: '22:00' },
      '3': { opens: '10:00', closes: '22:00' },
      '4': { opens: '10:00', closes: '23:00' },
      '5': { opens: '10:00', closes: '23:00' },
      '6': { opens: '11:00', closes: '23:00' },
    },
  },
  {
    slug: 'ironbark-cannabis-co',
    name: 'Ironbark Cannabis Co.',
    licenseNumber: 'OCM-AUCP-2024-000342',
    description:
      'A licensed dispensary in a converted Williamsburg warehouse, focused on indoor flower and solventless extracts from growers it visits in person. The menu is deliberately short and changes with each harvest. Every product ships with its certificate of analysis.',
    street: '243 Wythe Avenue',
    zip: '11249',
    borough: 'Brooklyn',
    neighborhood: 'Williamsburg',
    lat: 40.718523,
    lng: -73.961214,
    phone: '7185550178',
    openingHours: {
      '0': { opens: '12:00', closes: '20:00' },
      '1': { opens: '11:00', closes: '21:00' },
      '2': { opens: '11:00', closes: '21:00' },
      '3': { opens: '11:00', closes: '21:00' },
      '4': { opens: '11:00', closes: '22:00' },
      '5': { opens: '11:00', closes: '23:00' },
      '6': { opens: '11:00', closes: '23:00' },
    },
  },
  {
    slug: 'hallets-cove-botanicals',
    name: 'Hallets Cove Botanicals',
    licenseNumber: 'OCM-AUCP-2024-000415',
    description:
      'A neighbourhood dispensary on Ditmars Boulevard, a few blocks from Astoria Park, stocking sun-grown and greenhouse flower from Hudson Valley farms. The team keeps a wide range of pre-roll sizes and low-dose edibles. Orders are prepared to be handed only to the adult who placed them.',
    street: '31-08 Ditmars Boulevard',
    zip: '11105',
    borough: 'Queens',
    neighborhood: 'Astoria',
    lat: 40.775036,
    lng: -73.911872,
    phone: '7185550193',
    openingHours: {
      '0': { opens: '10:00', closes: '20:00' },
      '1': { opens: '09:00', closes: '21:00' },
      '2': { opens: '09:00', closes: '21:00' },
      '3': { opens: '09:00', closes: '21:00' },
      '4': { opens: '09:00', closes: '22:00' },
      '5': { opens: '09:00', closes: '22:00' },
      '6': { opens: '10:00', closes: '22:00' },
    },
  },
  {
    slug: 'slope-house-cannabis',
    name: 'Slope House Cannabis',
    licenseNumber: 'OCM-AUCP-2025-000061',
    description:
      'A calm shop on Seventh Avenue in Park Slope with a focus on jar-cured indoor flower and measured-dose edibles. Its buyers taste every batch before it reaches the shelf. Delivery covers Brooklyn, Manhattan and Queens through the marketplace.',
    street: '212 Seventh Avenue',
    zip: '11215',
    borough: 'Brooklyn',
    neighborhood: 'Park Slope',
    lat: 40.671594,
    lng: -73.977946,
    phone: '3475550126',
    openingHours: {
      '0': { opens: '12:00', closes: '19:00' },
      '1': { opens: '12:00', closes: '20:00' },
      '2': { opens: '11:00', closes: '21:00' },
      '3': { opens: '11:00', closes: '21:00' },
      '4': { opens: '11:00', closes: '21:00' },
      '5': { opens: '11:00', closes: '22:00' },
      '6': { opens: '10:00', closes: '22:00' },
    },
  },
];

export const PRODUCTS: SeedProduct[] = [
  ...FLOWER_PRODUCTS,
  ...PRE_ROLL_PRODUCTS,
  ...EDIBLE_PRODUCTS,
  ...CONCENTRATE_PRODUCTS,
  ...VAPE_PRODUCTS,
];
