import { queryOptions } from '@tanstack/react-query';
import { canvasFetch } from '@/api/http/canvas-fetch';
import { fileSchema, licenseSchema } from '@/api/schemas/file';
import { ownerPath, type FilesOwner } from '../files-owner';

// TEMPORARY until src/api/files.ts lands from the browser core part.
export const previewQueries = {
  file: (id: number) =>
    queryOptions({
      queryKey: ['files', 'detail', id],
      queryFn: async ({ signal }) =>
        (await canvasFetch(`/api/v1/files/${id}`, { params: { include: ['usage_rights', 'user'] }, schema: fileSchema, signal })).data,
    }),
  licenses: (owner: FilesOwner) =>
    queryOptions({
      queryKey: ['files', 'licenses', owner],
      queryFn: async ({ signal }) =>
        (await canvasFetch(`/api/v1${ownerPath(owner)}/content_licenses`, { schema: licenseSchema.array(), signal })).data,
      staleTime: Infinity,
    }),
};
