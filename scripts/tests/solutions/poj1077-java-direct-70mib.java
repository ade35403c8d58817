// POJ 1077's sample answered after holding 70 MiB outside the heap, in
// direct buffers the JVM zeroes: its memory as POJ shows a Java
// program's is about that and the 3328K POJ shows for a tiny one.
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

public class Main {
    public static void main(String[] args) {
        List<ByteBuffer> held = new ArrayList<ByteBuffer>();
        for (int i = 0; i < 70; i++) {
            held.add(ByteBuffer.allocateDirect(1 << 20));
        }
        System.out.println(held.size() == 70 ? "ullddrurdllurdruldr" : "");
    }
}
