import type { OfficeCity } from '@storefront/types';

/** The careers filter's job types (docs/product.md#careers). */
export const JOB_TYPES = ['Full-time', 'Part-time'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export interface JobDescription {
  /** What the role is, in a paragraph. */
  about: string;
  responsibilities: string[];
  requirements: string[];
}

/** An opening on the careers page (docs/product.md#careers). */
export interface Job {
  /** Stable id, used in the application and sent with it. */
  id: string;
  title: string;
  department: string;
  /** One of the offices, or any of them for an open application. */
  location: OfficeCity | 'Any office';
  type: JobType;
  /** The card's accent; dark enough for white text on it (WCAG AA). */
  color: string;
  experience: string;
  /** The day the opening was published (YYYY-MM-DD): search engines list a job by it. */
  posted: string;
  /** The open application: for people whose role is not listed. */
  isOpportunity: boolean;
  /** One line for the card. */
  summary: string;
  description: JobDescription;
}

export const JOBS: readonly Job[] = [
  {
    id: 'creative-director',
    title: 'Creative Director',
    department: 'Creative',
    location: 'Mumbai',
    type: 'Full-time',
    color: '#6b2fa3',
    experience: '8+ years',
    posted: '2026-11-02',
    isOpportunity: false,
    summary: 'Lead the ideas behind our biggest campaigns, from the first sketch to the launch.',
    description: {
      about:
        'You will set the creative direction for our agency work across print, outdoor, television and digital, and lead a team of writers and designers that turns a brief into a campaign people remember.',
      responsibilities: [
        'Own the creative vision for key brands and pitch it to their leadership',
        'Guide art directors and copywriters through concepts, reviews and production',
        'Keep every piece true to the brand and to the brief, on time and on budget',
      ],
      requirements: [
        'Eight or more years in advertising, with at least three leading a creative team',
        'A portfolio of integrated campaigns across media',
        'Clear, kind feedback and the confidence to present to clients',
      ],
    },
  },
  {
    id: 'social-media-manager',
    title: 'Social Media Manager',
    department: 'Digital Marketing',
    location: 'Delhi',
    type: 'Part-time',
    color: '#0b5c78',
    experience: '3-5 years',
    posted: '2026-11-09',
    isOpportunity: false,
    summary: 'Plan, publish and grow our clients’ channels, and tell them what the numbers mean.',
    description: {
      about:
        'You will run social media for a group of consumer brands: content calendars, community replies, paid boosts and monthly reports, working three days a week with our Delhi team.',
      responsibilities: [
        'Build monthly content calendars with the creative team',
        'Publish, moderate and answer across Instagram, YouTube, LinkedIn and X',
        'Report reach, engagement and spend, with what to change next month',
      ],
      requirements: [
        'Three to five years managing brand accounts',
        'Hands-on with Meta Business Suite and scheduling tools',
        'Writes crisp captions in English and Hindi',
      ],
    },
  },
  {
    id: 'copywriter',
    title: 'Copywriter',
    department: 'Creative',
    location: 'Pune',
    type: 'Part-time',
    color: '#8a3b00',
    experience: '2+ years',
    posted: '2026-11-09',
    isOpportunity: false,
    summary: 'Write headlines, scripts and posts that sound like the brand and sell like it too.',
    description: {
      about:
        'You will write for campaigns across outdoor, radio, video and social: headlines, scripts, product copy and the odd jingle, in a part-time role with flexible hours.',
      responsibilities: [
        'Write concepts and copy with an art director as your partner',
        'Adapt one idea across formats, from a hoarding to a 15-second reel',
        'Proofread and keep each brand’s tone of voice',
      ],
      requirements: [
        'Two or more years of agency or in-house writing',
        'A portfolio of published work',
        'Excellent English; Hindi or Marathi is a plus',
      ],
    },
  },
  {
    id: 'art-director',
    title: 'Art Director',
    department: 'Design',
    location: 'Mumbai',
    type: 'Full-time',
    color: '#a4161a',
    experience: '5+ years',
    posted: '2026-10-26',
    isOpportunity: false,
    summary: 'Shape how our campaigns look, from the key visual to the photoshoot.',
    description: {
      about:
        'You will lead the visual side of campaigns: key visuals, layouts, shoots and motion, and make sure every piece is crafted to the last pixel.',
      responsibilities: [
        'Create key visuals and adapt them across media',
        'Direct photographers, illustrators and motion designers',
        'Prepare print-ready and digital files with the studio',
      ],
      requirements: [
        'Five or more years as a designer or art director',
        'Expert in Figma and the Adobe suite',
        'A portfolio that shows both ideas and craft',
      ],
    },
  },
  {
    id: 'account-manager',
    title: 'Account Manager',
    department: 'Client Services',
    location: 'Ahmedabad',
    type: 'Full-time',
    color: '#17653a',
    experience: '3+ years',
    posted: '2026-11-16',
    isOpportunity: false,
    summary: 'Be our clients’ trusted partner and keep every project on track.',
    description: {
      about:
        'You will look after a portfolio of brands in Gujarat: understand their business, write clear briefs for our teams and make sure we deliver what we promised.',
      responsibilities: [
        'Run client meetings, briefs, timelines and approvals',
        'Coordinate creative, media and production teams',
        'Grow accounts with ideas that serve the client’s goals',
      ],
      requirements: [
        'Three or more years in account management at an agency',
        'Organised, calm under deadlines, and a clear communicator',
        'Gujarati and English; Hindi is a plus',
      ],
    },
  },
  {
    id: 'media-planner',
    title: 'Media Planner',
    department: 'Media',
    location: 'Dubai',
    type: 'Full-time',
    color: '#2f2a8f',
    experience: '2-4 years',
    posted: '2026-11-16',
    isOpportunity: false,
    summary: 'Put our clients’ budgets where their audiences are, online and off.',
    description: {
      about:
        'From our Dubai office you will plan and buy media for brands reaching Indian audiences in the Gulf and at home: television, outdoor, print and digital.',
      responsibilities: [
        'Build media plans from audience research and the client’s budget',
        'Negotiate rates and placements with media owners',
        'Track delivery and optimise campaigns while they run',
      ],
      requirements: [
        'Two to four years in media planning or buying',
        'Comfortable with spreadsheets and audience tools',
        'Knowledge of the GCC and Indian media landscapes',
      ],
    },
  },
  {
    id: 'opportunity',
    title: 'Opportunity',
    department: 'Open Application',
    location: 'Any office',
    type: 'Full-time',
    color: '#4a4866',
    experience: 'Any level',
    posted: '2026-10-01',
    isOpportunity: true,
    summary: 'Don’t see your role? Tell us what you do best and we’ll keep you in mind.',
    description: {
      about:
        'We are always glad to meet talented people. Send us your CV and tell us which team you would like to join; when a matching role opens in any of our offices, we will get in touch.',
      responsibilities: [
        'Tell us the kind of work you want to do',
        'Share your CV and, if you have one, a portfolio link in it',
      ],
      requirements: ['Curiosity, craft and a love of good ideas', 'Any level of experience, from intern to leader'],
    },
  },
];
