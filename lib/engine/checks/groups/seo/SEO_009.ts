import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass } from '../../outcome.js';
import { dataEvidence } from '../../signals/evidence.js';

/** Schema.org types that tell a search engine what the page or business is. */
const ENTITY_TYPE =
  /^(?:Organization|Corporation|LocalBusiness|Store|OnlineStore|Restaurant|ProfessionalService|LegalService|Attorney|Dentist|MedicalBusiness|HomeAndConstructionBusiness|Plumber|RoofingContractor|HealthAndBeautyBusiness|EducationalOrganization|CollegeOrUniversity|NGO|Product|ProductGroup|SoftwareApplication|WebApplication|MobileApplication|Service|Brand|Person|Event|Course|Article|NewsArticle|BlogPosting|Recipe|Book)$/;

export const SEO_009: CheckDeclaration = {
  id: 'SEO_009',
  pageTypes: 'all',
  languages: 'any',
  dimension: 'discoverability',
  title: 'No structured data says who is behind the page or what it offers',
  label: 'Structured data describes the business or offer',
  description:
    'Schema.org data lets search engines show the brand, logo, ratings, prices or events in results, which earns more clicks than a plain blue link.',
  threshold:
    'at least one schema.org item of an entity type (Organization, LocalBusiness, Product, SoftwareApplication, Service, Event, Course, Article …; a bare WebSite or WebPage does not count)',
  severity: 'medium',
  weight: 3,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Add a JSON-LD block for the Organization (name, url, logo, sameAs) or the LocalBusiness (address, phone, hours).',
    'Describe the main offer with its own type (Product, SoftwareApplication, Service, Event, Course).',
    "Validate it with Google's Rich Results Test.",
  ],
  fixEffort: 'medium',
  impact: 'low',
  impactEstimate: 'estimate: +2-10% organic click-through where rich results show; varies by type',
  source: 'heuristic',
  run(model) {
    const entity = model.structuredData.find((item) => ENTITY_TYPE.test(item.type));
    if (entity) return pass(dataEvidence(entity), `${entity.type} in ${entity.format}`);
    const others = model.structuredData.map((s) => s.type);
    return fail(
      absent('a schema.org Organization, LocalBusiness, Product, Service or similar item'),
      others.length > 0 ? `only ${others.slice(0, 4).join(', ')}` : 'no structured data',
    );
  },
};
