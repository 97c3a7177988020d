import { Image } from '@/components/ui/image';
import Link from 'next/link';
import { BulletList, ContentSection } from '@/components/content/content-section';
import { InfoTable, Lines } from '@/components/content/info-table';
import { JobsCareerSteps } from '@/components/content/jobs-career-steps';
import { JobsFlow } from '@/components/content/jobs-flow';
import { JobsTrainerBanner } from '@/components/content/jobs-trainer-banner';
import { jobsCopy, TRAINER_COURSE_URL, WORKPLACE_STORE_LIMIT } from '@/lib/site/pages/jobs';
import { getAreasWithStores } from '@/lib/core/content/stores';
import { CONTACT_FORM_PATH, storePath } from '@/lib/core/routes';
import { fixedPageMetadata } from '@/lib/site/seo/page-metadata';
import { RoutePage } from '../_components/route-page';

export const generateMetadata = () => fixedPageMetadata('jobs');

const linkClass = 'text-brand-700 underline underline-offset-4 hover:text-accent-700';

async function WorkplaceStores() {
  const stores = (await getAreasWithStores()).flatMap((group) => group.stores);
  const listed = stores.slice(0, WORKPLACE_STORE_LIMIT);
  return (
    <>
      <ul aria-label={jobsCopy.details.workplaceLabel} className="flex flex-wrap gap-x-4 gap-y-1">
        {listed.map((store) => (
          <li key={store.id}>
            <Link href={storePath(store.link)} className={linkClass}>
              {store.name}
            </Link>
          </li>
        ))}
      </ul>
      {stores.length > listed.length && <p className="mt-1">{jobsCopy.details.workplaceMore}</p>}
    </>
  );
}

export default function JobsPage() {
  const { intro, points, job, workingPoints, career, welfare, interview, flow, details, philosophy, trainerCourse } = jobsCopy;
  return (
    <RoutePage name="jobs">
      <ContentSection en="MESSAGE" title={intro.title}>
        <div className="grid items-center gap-6 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 text-base leading-loose sm:text-lg sm:leading-loose">
            {intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Image
            src={intro.image.src}
            alt={intro.image.alt}
            width={1200}
            height={675}
            sizes="(min-width: 1024px) 340px, (min-width: 896px) 860px, calc(100vw - 2rem)"
            className="h-auto w-full rounded-2xl"
          />
        </div>
      </ContentSection>

      <ContentSection en="POINT" title={points.title}>
        <div className="grid gap-5 md:grid-cols-2">
          {points.items.map((point, index) => (
            <article key={point.title} className="rounded-2xl bg-white px-5 py-6 shadow-sm ring-1 ring-brand-100 sm:px-7">
              <p lang="en" className="text-xs font-black tracking-widest text-accent-700">
                POINT {index + 1}
              </p>
              <h3 className="mt-1 text-lg font-bold leading-snug">{point.title}</h3>
              <p className="mt-3 leading-loose">{point.text}</p>
              {'list' in point && (
                <ul aria-label={point.listLabel} className="mt-4 flex flex-wrap gap-2">
                  {point.list.map((topic) => (
                    <li key={topic} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-900">
                      {topic}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        </div>
      </ContentSection>

      <ContentSection en="JOB DESCRIPTION" title={job.title}>
        <p>{job.text}</p>
        <BulletList items={job.items} />
      </ContentSection>

      <ContentSection en="WORK STYLE" title={workingPoints.title}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {workingPoints.items.map((point, index) => (
            <li key={point.title} className="flex gap-4 rounded-2xl bg-white px-5 py-5 shadow-sm ring-1 ring-brand-100">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-900 font-black text-white"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-bold leading-snug">{point.title}</span>
                <span className="mt-1 block text-sm leading-relaxed">{point.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </ContentSection>

      <ContentSection en="CAREER PLAN" title={career.title}>
        <p>{career.text}</p>
        <h3 className="text-lg font-bold">{career.stagesTitle}</h3>
        <ol className="grid gap-4 sm:grid-cols-2">
          {career.stages.map((stage) => (
            <li key={stage.title} className="rounded-2xl border-2 border-brand-100 bg-white px-5 py-5">
              <span className="block font-bold text-brand-900">{stage.title}</span>
              <span className="mt-1 block text-sm leading-relaxed">{stage.text}</span>
            </li>
          ))}
        </ol>
        <h3 className="pt-4 text-lg font-bold">{career.stepsTitle}</h3>
        <JobsCareerSteps steps={career.steps} label={career.stepsTitle} />
      </ContentSection>

      <ContentSection en="BENEFITS" title={welfare.title}>
        <div className="rounded-2xl bg-white px-5 py-5 shadow-sm sm:px-7">
          <ul className="grid gap-x-8 gap-y-2 sm:grid-cols-2">
            {welfare.items.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="font-bold text-accent-700">
                  ✓
                </span>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </ContentSection>

      <ContentSection en="INTERVIEW" title={interview.title}>
        <div className="grid gap-6 rounded-2xl bg-white px-5 py-6 shadow-sm sm:grid-cols-[10rem_1fr] sm:px-8 sm:py-8">
          <figure className="flex items-center gap-4 sm:block">
            <Image
              src={interview.image.src}
              alt={interview.image.alt}
              width={400}
              height={400}
              sizes="(min-width: 640px) 160px, 96px"
              className="size-24 rounded-full sm:size-40"
            />
            <figcaption className="text-sm leading-relaxed sm:mt-3">
              <span className="block font-bold">
                {interview.person.role}　{interview.person.name}
              </span>
              <span className="block">{interview.person.background}</span>
            </figcaption>
          </figure>
          <div className="space-y-6">
            {interview.answers.map((item) => (
              <div key={item.question}>
                <h3 className="font-bold text-brand-900">
                  <span lang="en" aria-hidden="true" className="mr-2 font-black text-accent-700">
                    Q.
                  </span>
                  {item.question}
                </h3>
                <p className="mt-2 leading-loose">{item.answer}</p>
              </div>
            ))}
          </div>
        </div>
      </ContentSection>

      <ContentSection en="FLOW" title={flow.title}>
        <JobsFlow steps={flow.steps} label={flow.title} />
      </ContentSection>

      <ContentSection en="REQUIREMENTS" title={details.title}>
        <InfoTable
          caption={details.caption}
          rows={[
            ...details.rows.map((row) => ({ label: row.label, value: <Lines lines={row.lines} /> })),
            { label: details.workplaceLabel, value: <WorkplaceStores /> },
            { label: details.applyLabel, value: details.applyText },
          ]}
        />
      </ContentSection>

      <ContentSection en="PHILOSOPHY" title={philosophy.title}>
        <div className="rounded-2xl bg-brand-900 px-6 py-8 text-center text-white sm:px-10 sm:py-12">
          <p className="text-2xl font-bold leading-snug [word-break:auto-phrase] sm:text-3xl">{philosophy.motto}</p>
          <div className="mx-auto mt-5 max-w-2xl space-y-3 text-left leading-loose text-brand-100 sm:text-center">
            {philosophy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Link
            href={CONTACT_FORM_PATH}
            className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-accent-500 px-8 py-3 font-bold text-brand-950 transition-colors hover:bg-accent-500/85"
          >
            {philosophy.button}
          </Link>
        </div>
      </ContentSection>

      <ContentSection en="SEMINAR" title={trainerCourse.title}>
        <JobsTrainerBanner
          href={TRAINER_COURSE_URL}
          headline={trainerCourse.headline}
          text={trainerCourse.text}
          linkLabel={trainerCourse.link}
          imageSrc={trainerCourse.image}
        />
      </ContentSection>
    </RoutePage>
  );
}
