import { site } from '@/lib/core/site';
import sprite from '@/components/ui/icons/social.svg';

/** The icons, one file for every page (symbols named after the accounts), at an address that names its bytes (components/ui/icon.tsx). */
const SPRITE: string = sprite.src;

/**
 * The chain's three social accounts as round icon links. `tone` matches the background:
 * `light` for the white header and menu, `dark` for the navy footer.
 */
export function SocialLinks({ tone = 'light', className = '' }: { tone?: 'light' | 'dark'; className?: string }) {
  return (
    <ul className={`flex items-center gap-2 ${className}`}>
      {site.social.map((account) => (
        <li key={account.name}>
          <a
            href={account.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${account.name}（新しいタブで開きます）`}
            className={tone === 'light' ? 'social-icon-light' : 'social-icon-dark'}
          >
            <svg aria-hidden="true" className="size-5">
              <use href={`${SPRITE}#${account.name}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
