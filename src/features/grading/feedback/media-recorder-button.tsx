import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/button';

type Kind = 'audio' | 'video';
type Recording = { kind: Kind; recorder: MediaRecorder; stream: MediaStream; chunks: Blob[]; startedAt: number };

const canRecord = () => typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** The file name of a recording: the kind and the local time, with the container the browser chose. */
function recordingName(kind: Kind, type: string, at: Date): string {
  const extension = /mp4/.test(type) ? 'mp4' : /ogg/.test(type) ? 'ogg' : 'webm';
  const stamp = at.toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `${kind}-comment-${stamp}.${extension}`;
}

/**
 * Records audio or video in the browser (MediaRecorder) and hands the recording over as a file to attach. Lectern
 * has no media server, so the recording is an ordinary attachment, not a Canvas media comment (feedback-tools.tsx
 * says so beside these buttons).
 */
export function MediaRecorderButtons({ onRecorded }: { onRecorded: (file: File) => void }) {
  const [recording, setRecording] = useState<Recording>();
  const [error, setError] = useState<string>();
  const [seconds, setSeconds] = useState(0);
  const current = useRef<Recording>(undefined);
  current.current = recording;

  useEffect(() => {
    if (!recording) return undefined;
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - recording.startedAt) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [recording]);
  // Leaving the student mid-recording releases the camera and microphone.
  useEffect(() => () => current.current?.stream.getTracks().forEach((track) => track.stop()), []);

  if (!canRecord()) return null;

  const start = async (kind: Kind) => {
    setError(undefined);
    try {
      const stream = await navigator.mediaDevices.getUserMedia(kind === 'video' ? { audio: true, video: true } : { audio: true });
      const recorder = new MediaRecorder(stream);
      const chunks: Blob[] = [];
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      recorder.addEventListener('stop', () => {
        stream.getTracks().forEach((track) => track.stop());
        const type = recorder.mimeType || chunks[0]?.type || (kind === 'video' ? 'video/webm' : 'audio/webm');
        onRecorded(new File(chunks, recordingName(kind, type, new Date()), { type }));
        setRecording(undefined);
      });
      recorder.start();
      setSeconds(0);
      setRecording({ kind, recorder, stream, chunks, startedAt: Date.now() });
    } catch {
      setError(`The browser could not record ${kind}: allow the ${kind === 'video' ? 'camera and microphone' : 'microphone'} and try again.`);
    }
  };

  return (
    <div className="feedback-recorder">
      {recording ? (
        <>
          <span className="feedback-recorder__live" role="status">{`Recording ${recording.kind}… ${seconds} s`}</span>
          <Button size="sm" variant="danger" onPress={() => recording.recorder.stop()}>
            Stop recording
          </Button>
        </>
      ) : (
        <>
          <Button size="sm" onPress={() => void start('audio')}>
            Record audio
          </Button>
          <Button size="sm" onPress={() => void start('video')}>
            Record video
          </Button>
        </>
      )}
      {error ? (
        <p className="grade-input__feedback grade-input__feedback--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
