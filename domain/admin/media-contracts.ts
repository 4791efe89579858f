import type { Contract } from '../http.ts';
import {
  LabListResponseSchema,
  LabProductOptionsResponseSchema,
  LabResultResponseSchema,
} from '../catalog/lab-schemas.ts';
import { MediaListResponseSchema, MediaResponseSchema } from '../catalog/media-schemas.ts';

/** What the media library and lab results routes answer on success; see ../contracts.ts. */
export const adminMediaContracts = {
  'GET /api/admin/media': MediaListResponseSchema,
  'POST /api/admin/media': MediaResponseSchema,
  'GET /api/admin/media/:id': MediaResponseSchema,
  'PATCH /api/admin/media/:id': MediaResponseSchema,
  'DELETE /api/admin/media/:id': 'empty',
  'GET /api/admin/lab-results': LabListResponseSchema,
  'GET /api/admin/lab-results/products': LabProductOptionsResponseSchema,
  'POST /api/admin/lab-results': LabResultResponseSchema,
  'GET /api/admin/lab-results/:id': LabResultResponseSchema,
  'PATCH /api/admin/lab-results/:id': LabResultResponseSchema,
  'PUT /api/admin/lab-results/:id/variants': LabResultResponseSchema,
  'DELETE /api/admin/lab-results/:id': 'empty',
} satisfies Record<string, Contract>;
