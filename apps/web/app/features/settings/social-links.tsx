import { AtSign, Camera, Ghost, Globe, Music2, Play, ThumbsUp } from 'lucide-react';

// Lucide has no brand marks: a neutral icon per network, with the network's name beside it.
const ICONS: Record<string, typeof Globe> = {
  instagram: Camera,
  facebook: ThumbsUp,
  twitter: AtSign,
  x: AtSign,
  youtube: Play,
  tiktok: Music2,
  snapchat: Ghost,
};
const NAMES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  website: 'Website',
};

/** Only web addresses are links: a stored value that is not http(s) is not shown (ADR 785). */
const isWebLink = (v: string) => /^https?:\/\/[^\s]+$/i.test(v);

/** The `social_links` setting (network → URL), as a list of labelled links opening in a new tab. */
export function SocialLinks({ links }: { links: Record<string, string> }) {
  const entries = Object.entries(links).filter(([, url]) => isWebLink(url));
  if (!entries.length) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {entries.map(([network, url]) => {
        const Icon = ICONS[network.toLowerCase()] ?? Globe;
        return (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-sunken px-4 text-ink text-sm"
            >
              <Icon className="size-4" aria-hidden />
              {NAMES[network.toLowerCase()] ?? network}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The `whatsapp_phone` setting → a wa.me chat link (digits only, as WhatsApp's click-to-chat wants). */
export function whatsappLink(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}
