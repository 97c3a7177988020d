import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema, franchiseSchema } from '@/lib/core/enquiry/schemas';
import { visitorSchema } from '@/lib/core/visitor/schema';

/** The forms' checks, the same schemas the server runs; loaded on demand (lazy-resolver.ts). */
export const contactResolver = zodResolver(contactSchema);
export const franchiseResolver = zodResolver(franchiseSchema);
export const visitorResolver = zodResolver(visitorSchema);
