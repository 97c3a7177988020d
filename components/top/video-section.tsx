'use client';

// A client component so its markup is sent once, in the HTML, and not again in the page's RSC
// payload: the payload carries a reference and the props (README › Smaller pages).
import { NearImage } from '@/components/ui/near-image';
import {
  audienceVideos,
  introVideo,
  VIDEO_POPUP_MIN_WIDTH,
  videoSectionCopy,
  youtubeEmbedUrl,
  youtubeWatchUrl,
} from '@/lib/site/top/media';
import { SectionHeading } from './section-heading';
import { VideoFacade } from './video-facade';
import { VideoThumbnails } from './video-thumbnails';

/**
 * The intro video behind a click-to-load poster, and four videos for different visitors. Nothing
 * is requested from YouTube until a visitor chooses a video.
 */
export function VideoSection() {
  return (
    <section aria-labelledby="video-heading" className="bg-paper px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="video-heading" en={videoSectionCopy.heading} ja={videoSectionCopy.subheading} />
        <p className="mx-auto mt-6 max-w-3xl text-[15px] leading-loose sm:text-center sm:text-base">{videoSectionCopy.lead}</p>

        <div className="mt-10">
          <VideoFacade
            title={introVideo.title}
            embedUrl={youtubeEmbedUrl(introVideo.id)}
            poster={
              <NearImage
                src={introVideo.poster.src}
                width={introVideo.poster.width}
                height={introVideo.poster.height}
                alt=""
                sizes="(min-width: 1024px) 992px, calc(100vw - 2rem)"
                className="h-full w-full object-cover"
              />
            }
          />
          <p className="mt-3 text-sm font-bold text-brand-900">{introVideo.title}</p>
        </div>

        <h3 className="mt-12 text-center text-lg font-bold text-brand-900 sm:text-xl">目的・年代に合わせた動画</h3>
        <VideoThumbnails
          popupQuery={`(min-width: ${VIDEO_POPUP_MIN_WIDTH}px)`}
          videos={audienceVideos.map((video) => ({
            id: video.id,
            audience: video.audience,
            title: video.title,
            playerTitle: `${video.audience}の方へ：${video.title}`,
            lead: video.lead,
            watchUrl: youtubeWatchUrl(video.id),
            embedUrl: youtubeEmbedUrl(video.id),
            poster: (
              <NearImage
                src={video.poster.src}
                width={video.poster.width}
                height={video.poster.height}
                alt=""
                sizes="(min-width: 1024px) 230px, (min-width: 768px) 23vw, 45vw"
                className="aspect-video w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
              />
            ),
          }))}
        />
      </div>
    </section>
  );
}
