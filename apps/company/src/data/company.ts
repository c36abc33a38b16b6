import type { IconName } from '@storefront/ui/icon';
import type { OfficeCity } from '@storefront/types';
import avatarRajesh from '../assets/team-rajesh.svg';
import avatarPriya from '../assets/team-priya.svg';
import avatarArjun from '../assets/team-arjun.svg';
import avatarSneha from '../assets/team-sneha.svg';

/** The profile's figures, as docs/product.md#company-pages writes them. */
export const STATS: { value: string; label: string }[] = [
  { value: '12+', label: 'Years Experience' },
  { value: '5000+', label: 'Brands Served' },
  { value: '6', label: 'Global Offices' },
  { value: '100+', label: 'Team Members' },
];

export const FOUNDED = 2011;

/** A team member on the profile: name, designation, image, bio. */
export interface TeamMember {
  name: string;
  designation: string;
  image: string;
  bio: string;
}

export const TEAM: TeamMember[] = [
  {
    name: 'Rajesh Malhotra',
    designation: 'Founder & CEO',
    image: avatarRajesh,
    bio: 'Started Brandwala Media in Mumbai in 2011 with two clients and one idea: that great media buying and great creative belong in the same room.',
  },
  {
    name: 'Priya Sharma',
    designation: 'Chief Creative Officer',
    image: avatarPriya,
    bio: 'Leads our creative teams across five offices, with twenty years of campaigns for fashion, food and consumer brands behind her.',
  },
  {
    name: 'Arjun Mehta',
    designation: 'Head of Media',
    image: avatarArjun,
    bio: 'Plans and buys television, outdoor, print and digital media, and makes sure every rupee of a client’s budget works hard.',
  },
  {
    name: 'Sneha Kapoor',
    designation: 'Head of Client Services',
    image: avatarSneha,
    bio: 'Looks after our partnerships with brands from first brief to final report, and runs our Delhi office.',
  },
];

/** An office: its address and a maps link that opens in the visitor's maps app or site. */
export interface Office {
  city: OfficeCity;
  label: string;
  lines: string[];
  phone?: string;
}

/** An office of Brandwala Media: its floor, its area and its city line, then the country. */
function office(
  city: OfficeCity,
  label: string,
  floor: string,
  area: string,
  cityLine: string,
  country = 'India',
): Office {
  return { city, label, lines: [`Brandwala Media, ${floor}`, area, cityLine, country] };
}

export const OFFICES: Office[] = [
  office('Mumbai', 'Head office', '4th Floor', 'Andheri East', 'Mumbai, Maharashtra 400069'),
  office('Delhi', 'North India office', '2nd Floor', 'Connaught Place', 'New Delhi, Delhi 110001'),
  office('Pune', 'Studio and production', '3rd Floor', 'Baner Road, Baner', 'Pune, Maharashtra 411045'),
  office('Ahmedabad', 'Gujarat office', '5th Floor', 'SG Highway, Bodakdev', 'Ahmedabad, Gujarat 380054'),
  office('Dubai', 'Middle East office', 'Office 1204', 'Business Bay', 'Dubai', 'United Arab Emirates'),
];

/** A maps search for the office's address: works in any browser and opens the maps app on phones. */
export function mapsUrl(office: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(office.lines.join(', '))}`;
}

export const WHY_PARTNER: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'chart',
    title: 'Growth Support',
    text: 'Training, a dedicated partner manager and leads from our campaigns to help your business grow month after month.',
  },
  {
    icon: 'rupee',
    title: 'Financial Freedom',
    text: 'Clear commissions and payouts, flexible hours, and earnings that grow with the work you put in.',
  },
  {
    icon: 'award',
    title: 'Brand Recognition',
    text: 'Work under a name that more than 5000 brands have trusted since 2011, with our marketing behind you.',
  },
];
