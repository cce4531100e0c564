import { Camera, Briefcase, MessageCircle, AtSign, Handshake, type LucideIcon } from 'lucide-react';
import { CONTACT_EMAIL } from '@memeforge/contract';

export interface SocialLink {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** The dashboard's and footer's social links (product.md §1.6). */
export const SOCIAL_LINKS: SocialLink[] = [
  { label: 'Work with us', href: `mailto:${CONTACT_EMAIL}?subject=Work%20with%20us`, icon: Handshake },
  { label: 'Instagram', href: 'https://www.instagram.com/', icon: Camera },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', icon: Briefcase },
  { label: 'X (Twitter)', href: 'https://x.com/', icon: AtSign },
  { label: 'Discord', href: 'https://discord.com/', icon: MessageCircle },
];
