import { ImageUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { LOGO_MAX_BYTES, SHOP_MESSAGES, type MerchantShop } from '#domain/merchant/shop-contracts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/lib/toast.ts';
import { useShopWrite } from '../api/shop-writes.ts';
import { initials } from '#web/lib/initials.ts';

const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** The shop's logo with a preview of the chosen file; the server checks the type by the file's bytes. */
export function LogoUpload({ shop }: { shop: MerchantShop }) {
  const write = useShopWrite();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = preview ?? shop.logoUrl;

  function choose(file: File | undefined) {
    if (!file) return;
    if (!TYPES.includes(file.type)) return setError(SHOP_MESSAGES.logoType);
    if (file.size > LOGO_MAX_BYTES) return setError(SHOP_MESSAGES.logoSize);
    setError(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    write.mutate(
      { kind: 'logo', file },
      {
        onSuccess: () => toast.success('Logo updated'),
        onError: (e) => setError(e.message),
        onSettled: () => {
          URL.revokeObjectURL(url);
          setPreview(null);
        },
      },
    );
  }

  return (
    <div className="flex items-center gap-4">
      {shown ? (
        <img
          src={shown}
          alt={`${shop.name} logo`}
          className="h-20 w-20 rounded-2xl border border-border object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-20 w-20 items-center justify-center rounded-2xl bg-accent-soft font-display text-2xl"
        >
          {initials(shop.name)}
        </span>
      )}
      <div className="space-y-1.5">
        <input
          ref={input}
          type="file"
          accept={TYPES.join(',')}
          className="sr-only"
          aria-label="Logo file"
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={write.isPending}
          onClick={() => input.current?.click()}
        >
          <ImageUp className="h-4 w-4" aria-hidden /> {shop.logoUrl ? 'Replace logo' : 'Upload logo'}
        </Button>
        <p className="text-xs text-muted">PNG, JPEG or WebP, up to 1 MB. Square works best.</p>
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
