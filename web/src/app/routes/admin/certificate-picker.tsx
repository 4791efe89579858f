import type { DocumentPicker } from '#web/components/ui/certificate-field.tsx';
import { MediaPicker } from '#web/features/admin/media/components/media-picker.tsx';

/** The certificate field's picker: the media library's PDFs, with an upload. */
export const pickCertificate: DocumentPicker = ({ trigger, onPick }) => (
  <MediaPicker kind="document" title="Choose the certificate" trigger={trigger} onPick={onPick} />
);
